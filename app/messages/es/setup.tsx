import { site } from "~/config/site";
import { wordsHandle } from "~/i18n/words";

import type { SetupMessages } from "../en/setup";
import { deviceInSentence, instructions, onDevice } from "./instructions";

/** A setup page (one device's platform) in Spanish; the keys are those of ../en/setup.tsx. */
export const setup: SetupMessages = {
  meta: {
    title: (platform, device) =>
      `Cómo ver ${site.name} en ${onDevice(platform, device)}`,
    description: (platform, device) =>
      `Configura ${site.name} en ${onDevice(platform, device)} paso a paso, desde el registro hasta tu primer canal.`,
  },
  title: (platform, device) =>
    `Cómo ver ${site.name} en ${onDevice(platform, device)}`,
  steps: instructions.steps,
  others: {
    // "Otras opciones de smart TV", "Otras opciones de reproductor de streaming".
    title: (device) => `Otras opciones de ${deviceInSentence(device)}`,
  },
  allDevices: "Elige otro dispositivo en la página de instrucciones",
};

/** This catalogue as the route above its page (app/i18n/words.ts). */
export const handle = wordsHandle("setup", setup);
