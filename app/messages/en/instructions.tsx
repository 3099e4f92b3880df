import { Link } from "react-router";

import { SIMULTANEOUS_STREAMS } from "~/config/constants";
import { PATHS } from "~/config/paths";
import { site } from "~/config/site";
import { shownName } from "~/data/in-language";
import type { Device, Platform } from "~/data/instructions-schema";
import { plural } from "~/i18n/format";
import { wordsHandle } from "~/i18n/words";

import { indefiniteArticle } from "./indefinite-article";

const name = (item: Device | Platform) => shownName(item, "en");

/**
 * The Instructions screen in English. The Spanish catalogue,
 * ../es/instructions.tsx, has the same keys, or the typecheck fails.
 */
export const instructions = {
  meta: {
    title: "Instructions",
    description: `Set up ${site.name} on your phone, streaming player or smart TV.`,
  },
  title: "Instructions",
  intro: `Watch ${site.name} in a web browser, on your phone or tablet, on a streaming player or on a smart TV, on up to ${SIMULTANEOUS_STREAMS} screens at once. Choose your device, then its platform, to see how to get started. In the app stores, our app is called ${site.productLine}.`,
  /** What the data region holds, for its spinner, note and error. */
  what: "the setup instructions",
  device: {
    label: "Device",
    choose: "Choose a device",
  },
  platform: {
    label: "Platform",
    choose: "Choose a platform",
    chooseDeviceFirst: "Choose a device first",
  },
  unknownDevice: (value: string) =>
    `We couldn’t find a device called “${value}”, so please choose one below.`,
  unknownPlatform: (value: string, device: Device | null) =>
    `We couldn’t find a platform called “${value}”${device ? ` for ${name(device)}` : ""}, so please choose one below.`,
  picksTitle: "Or pick what you watch on",
  /** The line at the top of the printed steps. */
  printTitle: (platform: Platform, device: Device) =>
    `${name(platform)} on ${name(device)}`,
  steps: {
    title: "Steps",
    intro: (platform: Platform, device: Device) =>
      `Here are the instructions to access the service from ${indefiniteArticle(name(platform))} ${name(platform)} ${name(device)} device.`,
    signup: (
      <>
        First, <Link to={PATHS.signup}>create your account</Link> (sign-up opens
        soon).
      </>
    ),
    /** A step link's words on the Web platform, and on the others. */
    webLink: "click to visit",
    storeLink: "or click here for the app store",
    /** The link from the steps to their page of their own. */
    page: (platform: Platform, device: Device) =>
      `These steps on a page of their own: ${name(platform)} on ${name(device)}`,
    /** Said when the steps appear; `count` takes in the sign-up step. */
    shown: (count: number, platform: Platform, device: Device) =>
      `${plural("en", count, { one: "1 step", other: `${count} steps` })} for ${name(platform)} on ${name(device)}.`,
  },
};

export type InstructionsMessages = typeof instructions;

/** This catalogue as the route above its page (app/i18n/words.ts). */
export const handle = wordsHandle("instructions", instructions);
