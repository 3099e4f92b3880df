import { readFileSync } from "node:fs";

import type { Page } from "@playwright/test";
import * as v from "valibot";

import { CATCH_UP_HOURS, SIMULTANEOUS_STREAMS } from "../app/config/constants";
import { DATA_PATHS } from "../app/config/paths";
import {
  type FaqId,
  faqPageEntries,
  partsText,
} from "../app/features/facts/faq-content";
import { planFacts } from "../app/features/facts/plan-facts";
import { packageTexts } from "../app/data/in-language";
import { channelsFileSchema, packagesFileSchema } from "../app/data/schemas";
import type { Locale } from "../app/i18n/locale";
import { CATALOGUES } from "./support/catalogues";
import { instructionsFileSchema } from "../app/data/instructions-schema";
import { expect, test } from "./support/fixtures";
import { LOCALES, pathIn } from "./support/words";

/** A shipped data file, read as the build reads it. */
function shipped(dataPath: string): unknown {
  return JSON.parse(
    readFileSync(new URL(`../public${dataPath}`, import.meta.url), "utf8"),
  );
}

const packages = v.parse(packagesFileSchema, shipped(DATA_PATHS.packages));
const lineup = v.parse(channelsFileSchema, shipped(DATA_PATHS.channels));
const instructions = v.parse(
  instructionsFileSchema,
  shipped(DATA_PATHS.instructions),
);

const cents = (price: string) => Math.round(Number(price) * 100);
const lowestPrimary = packages
  .slice(0, 4)
  .filter((entry) => entry.active)
  .map((entry) => entry.price)
  .sort((a, b) => cents(a) - cents(b))[0];

const platforms = instructions.devices.flatMap((device) => device.platforms);

/** The FAQ's words in `locale`: its catalogue's answers, written from the shipped files. */
function faqWords(locale: Locale) {
  const { common, faq, channels } = CATALOGUES[locale];
  const entries = faqPageEntries(
    planFacts(packages, lineup, instructions, locale),
    faq.answers,
    common,
  );
  const paragraph = (id: FaqId) =>
    partsText(entries.find((entry) => entry.id === id)?.answer[0] ?? []);
  const ultimate = packages.find((entry) => entry.name === "ultimate");
  return {
    heading: faq.title,
    questions: entries.map((entry) => entry.question),
    /** A buyer's questions, each a section of the page, by its anchor. */
    topics: [
      "subscribe",
      "price",
      "packages",
      "add-ons",
      "screens",
      "catch-up",
      "contract",
      "devices",
      "spanish",
      "buildings",
      "contact",
    ],
    price: paragraph("price"),
    screens: paragraph("screens"),
    devices: entries.find((entry) => entry.id === "devices")?.question ?? "",
    /** The other language's words, or a claim the facts do not make. */
    never:
      locale === "en"
        ? /\/mes\b|\bcanales\b|free trial|\bDVR\b/
        : /\/mo\b|\bchannels\b|prueba gratis|\bDVR\b/,
    channelsHeading: channels.title,
    ultimate: ultimate ? packageTexts(ultimate, locale).title : "",
  };
}

/** The FAQ's words in each language. */
const FAQ = { en: faqWords("en"), es: faqWords("es") };

/** The English FAQ claims nothing beyond the facts: no trial, DVR, fees or dates. */
async function claimsOnlyTheFacts(page: Page) {
  const said = [
    await page.getByRole("main").innerText(),
    await page.locator('script[type="application/ld+json"]').allTextContents(),
  ].join("\n");
  expect(said).toContain("FAQPage");
  expect(said).not.toMatch(/free trial|\bDVR\b|\bfees?\b|\b20\d\d\b/i);
}

for (const locale of LOCALES) {
  const words = FAQ[locale];
  const path = pathIn(locale, "/plus/faq");

  test.describe(`questions and answers (${path})`, () => {
    test(`answers 200 with FAQPage structured data in its language for every question shown, covering a buyer's questions${locale === "en" ? "; claims nothing beyond the facts: no trial, DVR, fees or dates" : ""}; its links open the package lists they name`, async ({
      page,
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const [, json = ""] =
        /<script type="application\/ld\+json">(\{"@context":"https:\/\/schema.org","@type":"FAQPage".*?)<\/script>/s.exec(
          html,
        ) ?? [];
      const data = v.parse(
        v.object({
          inLanguage: v.literal(locale),
          mainEntity: v.array(
            v.object({
              name: v.string(),
              acceptedAnswer: v.object({ text: v.string() }),
            }),
          ),
        }),
        JSON.parse(json),
      );

      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        words.heading,
      );
      const questions = await page.locator("main h2").allTextContents();
      expect(questions.length).toBeGreaterThanOrEqual(10);
      expect(questions.length).toBeLessThanOrEqual(14);
      expect(data.mainEntity.map((entry) => entry.name)).toEqual(questions);
      for (const entry of data.mainEntity) {
        expect(entry.acceptedAnswer.text.length).toBeGreaterThan(20);
      }
      for (const question of words.questions) {
        expect(questions).toContain(question);
      }
      for (const topic of words.topics) {
        await expect(
          page.getByRole("main").locator(`section[id="${topic}"]`),
        ).toHaveCount(1);
      }
      const answers = data.mainEntity
        .map((entry) => entry.acceptedAnswer.text)
        .join("\n");
      expect(answers).toMatch(words.price);
      expect(answers).toContain(words.screens);
      expect(answers).not.toMatch(words.never);

      // The English page's claims, on this load.
      if (locale === "en") await claimsOnlyTheFacts(page);

      // Its links open the package lists they name.
      await page
        .getByRole("link", { name: words.ultimate, exact: true })
        .click();
      await expect(page).toHaveURL(
        new RegExp(`${pathIn(locale, "/plus/channels")}\\?pkg=ultimate$`),
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        words.channelsHeading,
      );
    });
  });
}

test.describe("questions and answers", () => {
  test("states the figures of its sources, in the pre-rendered HTML", async ({
    request,
  }) => {
    const html = await (await request.get("/plus/faq")).text();
    const text = html.replace(/<[^>]+>/g, "").replace(/&#x27;|&#39;/g, "'");
    expect(lowestPrimary).toBeDefined();
    expect(text).toContain(`Plans start at $${lowestPrimary}/mo.`);
    expect(text).toContain(
      `streams on up to ${["zero", "one", "two", "three", "four", "five", "six"][SIMULTANEOUS_STREAMS]} screens`,
    );
    expect(text).toContain(`${CATCH_UP_HOURS}-hour catch-up`);
    const devices = new RegExp(
      `<h2[^>]*>${FAQ.en.devices.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</h2>(.*?)</section>`,
      "s",
    ).exec(html)?.[1];
    expect(devices).toBeDefined();
    for (const platform of platforms) {
      const named = new RegExp(`\\b${platform.name}\\b`, "i").test(
        devices ?? "",
      );
      expect(named, `${platform.name} listed: ${platform.active}`).toBe(
        platform.active,
      );
    }
  });
});
