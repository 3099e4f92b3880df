import { readFileSync } from "node:fs";

import type { Page } from "@playwright/test";
import * as v from "valibot";

import { CATCH_UP_HOURS, SIMULTANEOUS_STREAMS } from "../app/config/constants";
import { DATA_PATHS } from "../app/config/paths";
import { packagesFileSchema } from "../app/data/schemas";
import { instructionsFileSchema } from "../app/data/instructions-schema";
import { expect, test } from "./support/fixtures";
import { LOCALES, pathIn } from "./support/words";

/** The FAQ's words in each language. */
const FAQ = {
  en: {
    heading: "Questions and answers",
    questions: [
      "Can I subscribe now?",
      "How much does it cost?",
      "What is in each package?",
      "How do add-on packages work?",
      "How many screens can watch at once?",
      "Do you have Spanish-language channels?",
    ],
    /** A buyer's questions, each found among the headings. */
    topics: [
      /subscribe now/,
      /how much/i,
      /in each package/,
      /add-on/,
      /screens/,
      /missed/,
      /contract/,
      /devices/,
      /Spanish/,
      /apartments or a hotel/,
      /reach you/,
    ],
    price: /Plans start at \$\d+\.\d{2}\/mo\./,
    screens: "five screens",
    /** The other language's words, or a claim the facts do not make. */
    never: /\/mes\b|\bcanales\b|free trial|\bDVR\b/,
    channelsHeading: "Channels",
  },
  es: {
    heading: "Preguntas frecuentes",
    questions: [
      "¿Ya me puedo suscribir?",
      "¿Cuánto cuesta?",
      "¿Qué incluye cada paquete?",
      "¿Cómo funcionan los paquetes adicionales?",
      "¿En cuántas pantallas puedo ver a la vez?",
      "¿Tienen canales en español?",
    ],
    topics: [
      /suscribir/,
      /cuánto cuesta/i,
      /cada paquete/,
      /adicionales/,
      /pantallas/,
      /perdí/,
      /contrato/,
      /dispositivos/,
      /español/,
      /apartamentos o un hotel/,
      /comunico/,
    ],
    price: /Los paquetes cuestan desde \$\d+\.\d{2}\/mes\./,
    screens: "cinco pantallas",
    never: /\/mo\b|\bchannels\b|prueba gratis|\bDVR\b/,
    channelsHeading: "Canales",
  },
};

/** A shipped data file, read as the build reads it. */
function shipped(dataPath: string): unknown {
  return JSON.parse(
    readFileSync(new URL(`../public${dataPath}`, import.meta.url), "utf8"),
  );
}

const packages = v.parse(packagesFileSchema, shipped(DATA_PATHS.packages));
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
        expect(questions.join("\n")).toMatch(topic);
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
      await page.getByRole("link", { name: "Ultimate", exact: true }).click();
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
    const devices =
      /<h2[^>]*>Which devices can I watch on\?<\/h2>(.*?)<\/section>/s.exec(
        html,
      )?.[1];
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
