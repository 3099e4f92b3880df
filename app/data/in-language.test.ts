import { describe, expect, it } from "vitest";

import { packageTexts, shownName, stepText } from "./in-language";
import type { PackageEntry } from "./schemas";

const core: PackageEntry = {
  id: 1,
  name: "core",
  title: "Core",
  channels: "61 TV channels",
  description: "News and sports.",
  price: "39.99",
  label: "Best value",
  active: true,
  es: {
    title: "Básico",
    channels: "61 canales de TV",
    description: "Noticias y deportes.",
    label: "Mejor precio",
  },
};

describe("packageTexts", () => {
  it("gives English texts on English pages, whatever the entry holds", () => {
    expect(packageTexts(core, "en")).toEqual({
      title: "Core",
      channels: "61 TV channels",
      description: "News and sports.",
      label: "Best value",
    });
  });

  it("gives the Spanish texts on Spanish pages", () => {
    expect(packageTexts(core, "es")).toEqual({
      title: "Básico",
      channels: "61 canales de TV",
      description: "Noticias y deportes.",
      label: "Mejor precio",
    });
  });

  it("falls back to English text by text where the Spanish is missing", () => {
    const partial: PackageEntry = { ...core, es: { title: "Básico" } };
    expect(packageTexts(partial, "es")).toEqual({
      title: "Básico",
      channels: "61 TV channels",
      description: "News and sports.",
      label: "Best value",
    });
    expect(packageTexts({ ...core, es: undefined }, "es").title).toBe("Core");
  });

  it("shows no label where the English entry has none", () => {
    const unlabelled = { ...core, label: undefined };
    expect(packageTexts(unlabelled, "es")).not.toHaveProperty("label");
    expect(packageTexts(unlabelled, "en")).not.toHaveProperty("label");
  });
});

describe("shownName and stepText", () => {
  it("read the Spanish form on Spanish pages, the English otherwise", () => {
    const device = {
      name: "Smart TV",
      platforms: [],
      es: { name: "Smart TV (televisor inteligente)" },
    };
    expect(shownName(device, "es")).toBe("Smart TV (televisor inteligente)");
    expect(shownName(device, "en")).toBe("Smart TV");
    expect(shownName({ name: "Roku", active: true }, "es")).toBe("Roku");
    const step = { text: "Open the app.", es: { text: "Abre la app." } };
    expect(stepText(step, "es")).toBe("Abre la app.");
    expect(stepText(step, "en")).toBe("Open the app.");
    expect(stepText({ text: "Open the app." }, "es")).toBe("Open the app.");
  });
});
