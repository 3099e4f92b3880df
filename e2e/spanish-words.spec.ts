import { readFile, readdir } from "node:fs/promises";

import type { Page } from "@playwright/test";
import * as v from "valibot";

import { changesFileSchema } from "../app/data/changes-schema";
import { expect, test, waitForPageReady } from "./support/fixtures";
import { SPANISH_ROUTES } from "./support/routes";

/**
 * The Spanish pages hold no English words but names. Every Spanish page, on
 * the shipped data, is read as a visitor meets it: its visible text and its
 * `alt`, `aria-label` and `title` attributes. Names are taken out first
 * (channels and their other names, packages, devices and platforms from the
 * data files, and the brands below); what is left is matched against words
 * that are English and never Spanish ("plan", "local" and "streaming" are
 * Spanish too).
 */
const ENGLISH_WORDS = new Set(
  `the and with without your you our we us they their this that these those
  here there what which who when where why how is are was were be been has have
  had will would can could should not don't can't couldn't isn't it's for from
  of to into onto by about above below after before again all any each every
  more most other some such only own same than too very just now then also
  channel channels package packages plans price prices month monthly free
  search find show hide open close menu back next previous home help contact
  loading loaded error sorry please try again download copy copied share link
  links email mail sign up watch live stream device devices step steps
  setup choose select selected add added remove clear cheapest value best new
  sports news movies kids music lineup compare finder questions answers
  privacy accessibility page pages site available coming soon yes`
    .split(/\s+/)
    .filter(Boolean),
);

/** Names that stay as they are in Spanish: the brand, stores and the like. */
const BRANDS = [
  "Keystone TV Plus",
  "Keystone TV",
  "App Store",
  "Google Play",
  "Roku Channel Store",
  "Amazon Appstore",
  "Fire TV",
  "Apple TV",
  "Android TV",
  "Chromecast with Google TV",
  "Samsung",
  "LG",
  "Roku",
  "Xbox",
  "iPhone",
  "iPad",
  "Mac",
  "Windows",
  "WCAG",
  "ISP",
  "MDU",
  "CSV",
];

/** Phrases that read as translated, each rewritten as a Spanish copywriter would say it. */
const TRANSLATED_PHRASES = [
  "Escribe parte del nombre de un canal",
  "Sigue estos pasos para acceder al servicio",
  "Completa el proceso de registro",
  "Estos pasos en una página aparte",
  "(Reproductor de streaming)",
  "celular o tableta iOS",
  "La alianza de un vistazo",
  "El reto",
  "La solución",
  "La oferta",
];

interface Named {
  name: string;
  es?: { name?: string };
}

async function dataNames(): Promise<string[]> {
  const json = async (file: string) =>
    JSON.parse(await readFile(`public/json/${file}`, "utf8")) as unknown;
  const channels = (await json("channels/channels.json")) as {
    channels: { channelName: string; aliases?: string[] }[];
    packages: { title: string }[];
  };
  const packages = (await json("packages/packages.json")) as {
    title: string;
    es?: { title?: string };
  }[];
  const instructions = (await json("instructions/instructions.json")) as {
    devices: (Named & { platforms: Named[] })[];
  };
  // The record of changes names channels as they were: added, removed, renamed.
  const record = v.parse(
    changesFileSchema,
    await json("changes/changes.json"),
  ).changes;
  return [
    ...channels.channels.flatMap(({ channelName, aliases = [] }) => [
      channelName,
      ...aliases,
    ]),
    ...record.flatMap((entry) => [
      ...(entry.added ?? []).map(({ channelName }) => channelName),
      ...(entry.removed ?? []).map(({ channelName }) => channelName),
      ...(entry.moved ?? []).map(({ channelName }) => channelName),
      ...(entry.renamed ?? []).flatMap(({ from, to }) => [from, to]),
    ]),
    ...channels.packages.map(({ title }) => title),
    ...packages.flatMap(({ title, es }) => [title, es?.title ?? ""]),
    ...instructions.devices.flatMap((device) => [
      device.name,
      ...device.platforms.map((platform) => platform.name),
    ]),
    ...BRANDS,
  ].filter(Boolean);
}

/** The page's words as a visitor meets them: visible text and the attributes read aloud. */
async function pageWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [
      ...document.querySelectorAll("[alt], [aria-label], [title]"),
    ]
      .filter(
        (element) =>
          element.closest("[lang]:not(html)")?.getAttribute("lang") !== "en",
      )
      .flatMap((element) =>
        ["alt", "aria-label", "title"].map(
          (name) => element.getAttribute(name) ?? "",
        ),
      );
    return [document.title, document.body.innerText, ...attributes].join("\n");
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test.describe("the Spanish pages", () => {
  let names: RegExp;
  test.beforeAll(async () => {
    const sorted = [...new Set(await dataNames())].sort(
      (a, b) => b.length - a.length,
    );
    names = new RegExp(sorted.map(escape).join("|"), "g");
  });

  // The pages in one visit, each read in a step of its own.
  test("each Spanish page holds no English words but names, and no phrase that reads as translated", async ({
    page,
  }) => {
    // Every Spanish route, each loaded until it is ready.
    test.setTimeout(120_000);
    for (const { path } of SPANISH_ROUTES) {
      await test.step(path, async () => {
        await page.goto(path);
        await waitForPageReady(page);
        const words = await pageWords(page);
        expect(
          TRANSLATED_PHRASES.filter((phrase) => words.includes(phrase)),
          `phrases that read as translated on ${path}`,
        ).toEqual([]);
        const text = words.replace(names, " ");
        const found = [
          ...new Set(
            (text.toLowerCase().match(/[a-z'áéíóúüñ]+/g) ?? []).filter((word) =>
              ENGLISH_WORDS.has(word),
            ),
          ),
        ];
        expect(found, `English words on ${path}`).toEqual([]);
      });
    }
  });
});

test("no page built under /es, the setup pages among them, holds a phrase that reads as translated", async () => {
  const files = (await readdir("build/client/es", { recursive: true }))
    .filter((file) => file.endsWith(".html"))
    .map((file) => `build/client/es/${file}`);
  expect(files.length).toBeGreaterThan(0);
  const found: string[] = [];
  for (const file of files) {
    // The text as a visitor reads it: tags out, entities as characters.
    const text = (await readFile(file, "utf8"))
      .replace(/<[^>]*>/g, "")
      .replace(/&amp;/g, "&")
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'");
    for (const phrase of TRANSLATED_PHRASES) {
      if (text.includes(phrase)) found.push(`${file}: ${phrase}`);
    }
  }
  expect(found).toEqual([]);
});
