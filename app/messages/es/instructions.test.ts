import { readFileSync } from "node:fs";
import path from "node:path";

import * as v from "valibot";
import { describe, expect, it } from "vitest";

import { instructionsFileSchema } from "~/data/instructions-schema";
import { activePlatforms, selectableDevices } from "~/lineup/platforms";

import { site } from "~/config/site";

import { instructions as t } from "./instructions";

const shipped = v.parse(
  instructionsFileSchema,
  JSON.parse(
    readFileSync(
      path.resolve(
        import.meta.dirname,
        "../../../public/json/instructions/instructions.json",
      ),
      "utf8",
    ),
  ),
);

const START = `Así empiezas a ver ${site.name} en`;

/** The sentence for every device and platform a visitor can choose in the shipped file. */
const SHIPPED_SENTENCES: Record<string, string> = {
  "Computer / Web": `${START} el navegador de tu computadora:`,
  "Mobile / iOS": `${START} tu iPhone o iPad:`,
  "Mobile / Android": `${START} tu celular o tableta Android:`,
  "Streaming / Amazon Fire TV": `${START} tu Fire TV:`,
  "Streaming / Roku": `${START} tu Roku:`,
  "Streaming / Apple TV": `${START} tu Apple TV:`,
  "Streaming / Android TV": `${START} tu Android TV:`,
  "Smart TV / Samsung": `${START} tu smart TV Samsung:`,
  "Smart TV / LG": `${START} tu smart TV LG:`,
};

const pairs = selectableDevices(shipped.devices).flatMap((device) =>
  activePlatforms(device).map((platform) => ({ device, platform })),
);

describe("the Steps sentence in Spanish", () => {
  it("has a case for every choice in the shipped file", () => {
    expect(
      pairs.map(({ device, platform }) => `${device.name} / ${platform.name}`),
    ).toEqual(Object.keys(SHIPPED_SENTENCES));
  });

  it.each(
    pairs.map((pair) => [`${pair.device.name} / ${pair.platform.name}`, pair]),
  )("%s", (key, { device, platform }) => {
    expect(t.steps.intro(platform, device)).toBe(SHIPPED_SENTENCES[key]);
  });

  it.each([
    // A Spanish name that is a common noun goes lower case inside the sentence…
    [
      { name: "Game Console", es: { name: "Consola de videojuegos" } },
      "Xbox",
      `${START} tu consola de videojuegos Xbox:`,
    ],
    // …one whose first word is an initialism or a brand's spelling stays as written…
    [
      { name: "Television", es: { name: "TV" } },
      "Vizio",
      `${START} tu TV Vizio:`,
    ],
    [
      { name: "Tablet", es: { name: "iPad" } },
      "iPadOS",
      `${START} tu iPad iPadOS:`,
    ],
    // …and an English name, shown for want of a Spanish one, too.
    [{ name: "Game Console" }, "Xbox", `${START} tu Game Console Xbox:`],
  ])("%j with %s", (device, platformName, sentence) => {
    expect(
      t.steps.intro(
        { name: platformName, active: true },
        { ...device, platforms: [] },
      ),
    ).toBe(sentence);
  });

  it("speaks of the web browser for the Web platform of any device", () => {
    expect(
      t.steps.intro(
        { name: "Web", active: true },
        { name: "Mobile", platforms: [], es: { name: "Celular o tableta" } },
      ),
    ).toBe(`${START} el navegador de tu celular o tableta:`);
  });
});

describe("the other device sentences in Spanish", () => {
  const mobile = {
    name: "Mobile",
    platforms: [],
    es: { name: "Celular o tableta" },
  };
  const web = { name: "Web", active: true, es: { name: "Navegador web" } };

  it("names the device after “tu” in the notice for an unknown platform", () => {
    expect(t.unknownPlatform("Palm", mobile)).toBe(
      "No encontramos ninguna plataforma llamada “Palm” para tu celular o tableta, así que elige una aquí abajo.",
    );
    expect(t.unknownPlatform("Palm", null)).toBe(
      "No encontramos ninguna plataforma llamada “Palm”, así que elige una aquí abajo.",
    );
  });

  it("titles the printed steps with the shown names", () => {
    expect(t.printTitle(web, mobile)).toBe("Celular o tableta: Navegador web");
    expect(
      t.printTitle(
        { name: "LG", active: true },
        { name: "Smart TV", platforms: [] },
      ),
    ).toBe("Smart TV: LG");
  });
});
