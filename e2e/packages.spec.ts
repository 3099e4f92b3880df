import type { Page } from "@playwright/test";
import * as v from "valibot";

import { channelsFileSchema } from "../app/data/schemas";
import { fixture, gate, serveData } from "./support/data";
import {
  expect,
  test,
  waitForHydration,
  waitForPageReady,
} from "./support/fixtures";
import { LOCALES, WORDS, pathIn } from "./support/words";

// Fixture primaries shown: Core, Elite and Ultimate (Essentials is inactive).
// Sports Fanatic: Gamma Sports (Elite, Ultimate) and Zeta Sports (no primary).
// Latino: Canal Uno (Ultimate) and Canal Dos (no primary, unless moved into Ultimate below).

/** The Packages screen's words in each language, on the fixtures. */
const PACKAGES = {
  en: {
    heading: "Packages",
    intro: "Start with one of our",
    spinner: "Loading the packages…",
    primary: "Primary Packages",
    addOns: "Add-on Packages",
    columns: ["Title", "Channels", "Description", "Price"],
    coreChannels: "3 channels",
    coreDescription: "First line of Core\nSecond line of Core",
    eliteDescription: "Elite description",
    ultimateDescription: "Ultimate description",
    /** A label badge, then the price. */
    popular: "Most popular",
    new: "New",
    adds: (addOn: string) => `New channels ${addOn} adds`,
    addsIntro: "New channels it adds to each primary package:",
    count: ["none", "1 channel", (count: number) => `${count} channels`],
    holder: (total: number, primary: string) =>
      `All ${total} channels come with ${primary}.`,
    /** Any sentence naming a primary that holds an add-on. */
    anyHolder: /come with/,
  },
  es: {
    heading: "Paquetes",
    intro: "Empieza con uno de nuestros cuatro paquetes",
    spinner: "Cargando los paquetes…",
    primary: "Paquetes principales",
    addOns: "Paquetes adicionales",
    columns: ["Paquete", "Canales", "Descripción", "Precio"],
    coreChannels: "3 canales",
    coreDescription: "Primera línea de Core\nSegunda línea de Core",
    eliteDescription: "Descripción de Elite",
    ultimateDescription: "Descripción de Ultimate",
    popular: "El más popular",
    new: "Nuevo",
    adds: (addOn: string) => `Canales nuevos que suma ${addOn}`,
    addsIntro: "Canales nuevos que suma a cada paquete principal:",
    count: ["ninguno", "1 canal", (count: number) => `${count} canales`],
    holder: (total: number, primary: string) =>
      `Sus ${total} canales ya vienen incluidos en ${primary}.`,
    anyHolder: /ya vienen? incluidos? en/,
  },
} as const;

const row = (page: Page, title: string) =>
  page.getByRole("row").filter({
    has: page.getByRole("rowheader", { name: title, exact: true }),
  });

for (const locale of LOCALES) {
  const words = PACKAGES[locale];
  const { titles, perMonth } = WORDS[locale];
  const other = locale === "en" ? PACKAGES.es : PACKAGES.en;
  const otherPerMonth = WORDS[locale === "en" ? "es" : "en"].perMonth;
  const path = pathIn(locale, "/plus");
  const [none, one, many] = words.count;
  const count = (n: number) => (n === 0 ? none : n === 1 ? one : many(n));

  test.describe(`Packages (${path})`, () => {
    test("the pre-rendered page holds the heading, the intro and the spinner, in its language only", async ({
      request,
    }) => {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`<html lang="${locale}"`);
      expect(html).toContain(`<h1>${words.heading}</h1>`);
      expect(html).toContain(`role="status" aria-label="${words.spinner}"`);
      expect(html).not.toContain("<table");
      // The intro's text, without the markers React puts between its parts.
      const text = html.replaceAll("<!-- -->", "");
      expect(text).toContain(words.intro);
      expect(text).not.toContain(other.intro);
    });

    // One load, read at 375px, at 1280px, then at 320px.
    test("splits primary and add-on packages by position, then hides inactive ones, without sideways scrolling (375px and 1280px); stays readable at 320px", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 900 });
      await serveData(page, "packages");
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        words.heading,
      );
      const primary = page.getByRole("table", { name: words.primary });
      const addOns = page.getByRole("table", { name: words.addOns });
      for (const table of [primary, addOns]) {
        await expect(table.getByRole("columnheader")).toHaveText(words.columns);
      }
      await expect(primary.getByRole("rowheader")).toHaveText([
        titles.core,
        titles.elite,
        titles.ultimate,
      ]);
      await expect(addOns.getByRole("rowheader")).toHaveText([
        titles.sportsFanatic,
        titles.latino,
        titles.starz,
        titles.showtime,
        titles.hbo,
      ]);
      await expect(page.getByText(/Oculto:|Hidden:/)).toHaveCount(0);
      await expect(page.getByRole("table")).toHaveCount(2);
      const overflow = () =>
        page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
      expect(await overflow()).toBeLessThanOrEqual(0);

      // On a narrow screen each cell is labelled, above its text, from its attribute.
      const cells = row(page, titles.core).getByRole("cell");
      await expect(cells).toHaveCount(3);
      for (const [index, label] of words.columns.slice(1).entries()) {
        const cell = cells.nth(index);
        await expect(cell).toHaveAttribute("data-label", label);
        expect(
          await cell.evaluate((td) => getComputedStyle(td, "::before").display),
        ).toBe("block");
      }

      await page.setViewportSize({ width: 1280, height: 900 });
      expect(await overflow()).toBeLessThanOrEqual(0);
      // Cells after the row header: Channels, Description, Price.
      const core = row(page, titles.core);
      await expect(core.getByRole("cell").nth(0)).toHaveText(
        words.coreChannels,
      );
      expect(await core.getByRole("cell").nth(1).innerText()).toBe(
        words.coreDescription,
      );
      const price = core.getByRole("cell").nth(2);
      await expect(price).toHaveText(`$34.50${perMonth}`);
      expect(await price.innerText()).toBe(`$34.50${perMonth}`);
      await expect(
        core.getByRole("cell", { name: `$34.50${perMonth}`, exact: true }),
      ).toBeVisible();

      const elite = row(page, titles.elite);
      await expect(elite.getByRole("cell").nth(1)).toHaveText(
        words.eliteDescription,
      );
      await expect(elite.getByRole("cell").nth(2)).toHaveText(
        `${words.popular}$59.99${perMonth}`,
      );
      await expect(
        row(page, titles.sportsFanatic).getByRole("cell").nth(2),
      ).toHaveText(`${words.new}$12.00${perMonth}`);
      await expect(
        row(page, titles.ultimate).getByRole("cell").nth(2),
      ).toHaveText(`$79.05${perMonth}`);
      await expect(page.getByRole("main")).not.toContainText(otherPerMonth);

      // At 320px it stays readable, without sideways scrolling.
      await page.setViewportSize({ width: 320, height: 800 });
      expect(await overflow()).toBeLessThanOrEqual(0);
      const description = row(page, titles.ultimate).getByRole("cell").nth(1);
      await expect(description).toHaveText(words.ultimateDescription);
      const box = await description.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);
    });

    test("names the primary that already holds every channel of an add-on, and counts what each add-on adds", async ({
      page,
    }) => {
      const lineup = v.parse(channelsFileSchema, fixture("channels"));
      const inUltimate = {
        ...lineup,
        channels: lineup.channels.map((channel) =>
          channel.channelName === "Canal Dos"
            ? { ...channel, binary: 64 | 8 }
            : channel,
        ),
      };
      await serveData(page, "packages");
      await serveData(page, "channels", { body: inUltimate });
      await page.goto(path);
      await waitForPageReady(page);
      const adds = (addOn: string) =>
        page
          .getByRole("list", { name: words.adds(addOn) })
          .getByRole("listitem");
      await expect(adds(titles.sportsFanatic)).toHaveText([
        `${titles.core}: ${count(2)}`,
        `${titles.elite}: ${count(1)}`,
        `${titles.ultimate}: ${count(1)}`,
      ]);
      await expect(adds(titles.latino)).toHaveText([
        `${titles.core}: ${count(2)}`,
        `${titles.elite}: ${count(2)}`,
        `${titles.ultimate}: ${count(0)}`,
      ]);
      await expect(
        row(page, titles.latino).getByText(words.holder(2, titles.ultimate)),
      ).toBeVisible();
      await expect(page.getByText(words.addsIntro)).toHaveCount(4);
      // Sports Fanatic keeps a channel of its own, so no primary is named for it.
      await expect(
        row(page, titles.sportsFanatic).getByText(words.anyHolder),
      ).toHaveCount(0);
    });
  });
}

const addsEn = (page: Page, addOn: string) =>
  page
    .getByRole("list", { name: `New channels ${addOn} adds` })
    .getByRole("listitem");

test.describe("Packages", () => {
  test("shows a named spinner until the file is in, loaded with GET", async ({
    page,
  }) => {
    const held = gate();
    const route = await serveData(page, "packages", {
      body: fixture("packages"),
      wait: held.promise,
    });
    await page.goto("/plus");
    await waitForHydration(page);
    const spinner = page.getByRole("status", { name: "Loading the packages…" });
    await expect(spinner).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    held.open();
    await expect(page.getByRole("table")).toHaveCount(2);
    await expect(spinner).toHaveCount(0);
    expect(route.methods()).toEqual(["GET"]);
  });

  test("counts the channels an add-on adds to each active primary; a file loaded once is reused when the visitor comes back", async ({
    page,
  }) => {
    const route = await serveData(page, "packages");
    await serveData(page, "channels");
    await page.goto("/plus");
    await waitForPageReady(page);
    await expect(page.getByRole("table")).toHaveCount(2);
    await expect(addsEn(page, "Sports Fanatic Test")).toHaveText([
      "Core Test: 2 channels",
      "Elite Test: 1 channel",
      "Ultimate Test: 1 channel",
    ]);
    await expect(addsEn(page, "Latino Test")).toHaveText([
      "Core Test: 2 channels",
      "Elite Test: 2 channels",
      "Ultimate Test: 1 channel",
    ]);
    await expect(page.getByText(/come with/)).toHaveCount(0);

    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Channels" }).click();
    await expect(page.getByLabel("Select your package")).toBeVisible();
    await nav.getByRole("link", { name: "Packages" }).click();
    await expect(page.getByRole("table")).toHaveCount(2);
    await expect(page.getByRole("status")).toHaveCount(0);
    expect(route.count()).toBe(1);
  });
});

test.describe("Packages: what each add-on adds", () => {
  // What each add-on adds, on the lineup as it is, is checked with the
  // file's reuse, in the "Packages" tests above.
  test("without the lineup, the add-ons show as before", async ({ page }) => {
    await serveData(page, "packages");
    await serveData(page, "channels", { status: 500 });
    await page.goto("/plus");
    await waitForPageReady(page);
    await expect(page.getByRole("row", { name: /^Latino Test/ })).toBeVisible();
    await expect(page.getByRole("list", { name: /^New channels/ })).toHaveCount(
      0,
    );
  });
});
