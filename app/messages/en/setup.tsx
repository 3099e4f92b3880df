import { site } from "~/config/site";
import { shownName } from "~/data/in-language";
import type { Device, Platform } from "~/data/instructions-schema";
import { wordsHandle } from "~/i18n/words";

import { instructions } from "./instructions";

const name = (item: Device | Platform) => shownName(item, "en");

/** A setup page (one device's platform) in English; ../es/setup.tsx has the same keys. */
export const setup = {
  meta: {
    title: (platform: Platform, device: Device) =>
      `Watch ${site.name} on ${name(platform)} (${name(device)})`,
    description: (platform: Platform, device: Device) =>
      `How to start watching ${site.name} on ${name(platform)}, step by step: the ${name(device)} setup from sign-up to your first channel.`,
  },
  title: (platform: Platform, device: Device) =>
    `Watch on ${name(platform)} (${name(device)})`,
  steps: instructions.steps,
  others: {
    title: (device: Device) => `Other ${name(device)} platforms`,
  },
  allDevices: "Choose another device on the Instructions page",
};

export type SetupMessages = typeof setup;

/** This catalogue as the route above its page (app/i18n/words.ts). */
export const handle = wordsHandle("setup", setup);
