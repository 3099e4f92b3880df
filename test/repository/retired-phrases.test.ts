import { readFile, readdir } from "node:fs/promises";
import path from "node:path";

import { describe, expect, it } from "vitest";

// Wordings the site has dropped must not come back on any page. The pages are
// built from the catalogues (app/messages) and the data files (public/json),
// so reading those sees every page, the pre-rendered and the scripted parts
// alike, without building the site.

const ROOT = path.resolve(import.meta.dirname, "../..");

/** On no page, in either language: "screens at once" says it plainly. */
const RETIRED_EVERYWHERE = [
  /simultaneous streams/i,
  /transmisiones simultáneas/i,
  /Download CSV/i,
];

/** On no Spanish page: each read as translated. */
const RETIRED_IN_SPANISH = [
  /Un canal de (TV|música) de la programación de/i,
  /Más canales:/i,
  /descárgala en la tienda de apps/i,
  /ábrelo aquí/i,
  /Otras plataformas:/i,
  /frente a nuestros paquetes principales y adicionales/i,
  /Lo que suma cada paquete/i,
  /con respuestas basadas en nuestros paquetes/i,
  /para que el sitio deje de ofrecerte el otro idioma/i,
  /También puedes elegirlo con las flechas y Enter/i,
  /Frente a tu factura de/,
  /no está en nuestra programación/i,
];

/** A catalogue's source as one line of text: JSX and Prettier break sentences across lines. */
const asText = (source: string) =>
  source.replace(/\{" "\}/g, " ").replace(/\s+/g, " ");

async function catalogues(locale: "en" | "es"): Promise<Map<string, string>> {
  const dir = path.join(ROOT, "app/messages", locale);
  const texts = new Map<string, string>();
  for (const name of await readdir(dir)) {
    if (!/\.tsx?$/.test(name) || /\.test\.tsx?$/.test(name)) continue;
    texts.set(
      `app/messages/${locale}/${name}`,
      asText(await readFile(path.join(dir, name), "utf8")),
    );
  }
  return texts;
}

/** Every string of a data file, and apart those under an `es` key. */
function strings(
  value: unknown,
  spanish = false,
): { all: string[]; es: string[] } {
  const found = { all: [] as string[], es: [] as string[] };
  const walk = (node: unknown, inSpanish: boolean) => {
    if (typeof node === "string") {
      found.all.push(node);
      if (inSpanish) found.es.push(node);
    } else if (Array.isArray(node)) {
      for (const item of node) walk(item, inSpanish);
    } else if (node !== null && typeof node === "object") {
      for (const [key, item] of Object.entries(node)) {
        walk(item, inSpanish || key === "es");
      }
    }
  };
  walk(value, spanish);
  return found;
}

async function dataFiles(): Promise<
  Map<string, { all: string[]; es: string[] }>
> {
  const dir = path.join(ROOT, "public/json");
  const files = new Map<string, { all: string[]; es: string[] }>();
  for (const name of await readdir(dir, { recursive: true })) {
    if (!name.endsWith(".json")) continue;
    const text = await readFile(path.join(dir, name), "utf8");
    files.set(`public/json/${name}`, strings(JSON.parse(text)));
  }
  return files;
}

/** "file: phrase" for each retired phrase a text holds. */
function holding(
  texts: Iterable<[string, string]>,
  phrases: readonly RegExp[],
): string[] {
  const found: string[] = [];
  for (const [file, text] of texts) {
    for (const phrase of phrases) {
      const match = phrase.exec(text);
      if (match) found.push(`${file}: ${match[0]}`);
    }
  }
  return found;
}

describe("retired wordings", () => {
  it("no catalogue or data file, in either language, says them", async () => {
    const texts: [string, string][] = [
      ...(await catalogues("en")),
      ...(await catalogues("es")),
    ];
    for (const [file, { all }] of await dataFiles()) {
      texts.push([file, all.join("\n")]);
    }
    expect(texts.length).toBeGreaterThan(0);
    expect(holding(texts, RETIRED_EVERYWHERE)).toEqual([]);
  });

  it("no Spanish catalogue and no `es` text of the data says the Spanish ones", async () => {
    const texts: [string, string][] = [...(await catalogues("es"))];
    for (const [file, { es }] of await dataFiles()) {
      texts.push([file, es.join("\n")]);
    }
    expect(holding(texts, RETIRED_IN_SPANISH)).toEqual([]);
  });

  it("would see a retired wording across a line break of the source", () => {
    expect(
      holding(
        [["x.tsx", asText("Más canales:\n        {genre}")]],
        RETIRED_IN_SPANISH,
      ),
    ).toEqual(["x.tsx: Más canales:"]);
  });
});
