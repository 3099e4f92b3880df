import { Link } from "react-router";

import { SIMULTANEOUS_STREAMS } from "~/config/constants";
import { pathsFor } from "~/config/paths";
import { site } from "~/config/site";
import { shownName } from "~/data/in-language";
import type { Device, Platform } from "~/data/instructions-schema";
import { countWord } from "~/i18n/count-word";
import { plural } from "~/i18n/format";
import { isWebPlatform } from "~/lineup/platforms";
import { wordsHandle } from "~/i18n/words";

import type { InstructionsMessages } from "../en/instructions";

const PATHS = pathsFor("es");

const name = (item: Device | Platform) => shownName(item, "es");

/**
 * A device's name inside a sentence, after "tu": a Spanish name written as a
 * common noun starts lower case there ("tu computadora", "tu smart TV"). A
 * first word with capitals inside ("TV", "iPad") stays as written, and so
 * does an English name shown for want of a Spanish one.
 */
export function deviceInSentence(device: Device): string {
  const spanish = device.es?.name;
  if (spanish === undefined) return device.name;
  return /^\p{Lu}\p{Ll}*(\s|$)/u.test(spanish)
    ? spanish.charAt(0).toLowerCase() + spanish.slice(1)
    : spanish;
}

/**
 * What the visitor watches on, after "tu": a platform with a Spanish name of
 * its own stands alone ("tu iPhone o iPad", "tu Fire TV"); any other follows
 * its device ("tu celular o tableta Android", "tu smart TV Samsung").
 */
export function onDevice(platform: Platform, device: Device): string {
  if (isWebPlatform(platform.name)) {
    return `el navegador de tu ${deviceInSentence(device)}`;
  }
  return platform.es?.name !== undefined
    ? `tu ${platform.es.name}`
    : `tu ${deviceInSentence(device)} ${platform.name}`;
}

/** The Instructions screen in Spanish; the keys are those of ../en/instructions.tsx. */
export const instructions: InstructionsMessages = {
  meta: {
    title: "Instrucciones",
    description: `Configura ${site.name} en tu celular, tu reproductor de streaming o tu smart TV.`,
  },
  title: "Instrucciones",
  intro: `Mira ${site.name} en tu navegador, celular, tableta, reproductor de streaming o smart TV, en hasta ${countWord("es", SIMULTANEOUS_STREAMS)} pantallas a la vez. Elige tu dispositivo y luego su plataforma para ver cómo empezar. En las tiendas de apps, nuestra app se llama ${site.productLine}.`,
  what: "las instrucciones de configuración",
  device: {
    label: "Dispositivo",
    choose: "Elige un dispositivo",
  },
  platform: {
    label: "Plataforma",
    choose: "Elige una plataforma",
    chooseDeviceFirst: "Primero elige un dispositivo",
  },
  unknownDevice: (value) =>
    `No encontramos ningún dispositivo llamado “${value}”, así que elige uno aquí abajo.`,
  unknownPlatform: (value, device) =>
    `No encontramos ninguna plataforma llamada “${value}”${device ? ` para tu ${deviceInSentence(device)}` : ""}, así que elige una aquí abajo.`,
  picksTitle: "O elige dónde ves TV",
  printTitle: (platform, device) => `${name(device)}: ${name(platform)}`,
  steps: {
    title: "Pasos",
    intro: (platform, device) =>
      `Así empiezas a ver ${site.name} en ${onDevice(platform, device)}:`,
    signup: (
      <>
        Primero <Link to={PATHS.signup}>crea tu cuenta</Link> (el registro
        abrirá muy pronto).
      </>
    ),
    webLink: "Ir al reproductor web",
    storeLink: "Ver la app en su tienda",
    page: () => "Ver solo estos pasos",
    shown: (count, platform, device) =>
      `${plural("es", count, { one: "1 paso", other: `${count} pasos` })} para ${name(platform)} en ${name(device)}.`,
  },
};

/** This catalogue as the route above its page (app/i18n/words.ts). */
export const handle = wordsHandle("instructions", instructions);
