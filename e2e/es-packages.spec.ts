import { readFileSync } from "node:fs";

import type { Page } from "@playwright/test";
import * as v from "valibot";

import { DATA_PATHS } from "../app/config/paths";
import { channelsFileSchema, packagesFileSchema } from "../app/data/schemas";
import { fixture, serveData } from "./support/data";
import {
  expect,
  test,
  waitForHydration,
  waitForPageReady,
} from "./support/fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { WORDS } from "./support/words";

const SPANISH_NAV_ITEMS = WORDS.es.nav.items;

const row = (page: Page, title: string) =>
  page.getByRole("row").filter({
    has: page.getByRole("rowheader", { name: title, exact: true }),
  });

test.describe("Paquetes (/es/plus)", () => {
  test("the pre-rendered page holds the Spanish heading, intro and spinner", async ({
    request,
  }) => {
    const html = (await (await request.get("/es/plus")).text()).replaceAll(
      "<!-- -->",
      "",
    );
    expect(html).toContain('<html lang="es"');
    expect(html).toContain("<h1>Paquetes</h1>");
    expect(html).toContain("Empieza con uno de nuestros cuatro paquetes");
    expect(html).toMatch(/role="status" aria-label="Cargando los paquetes…"/);
    expect(html).not.toContain("Start with one of our");
  });

  for (const width of [375, 1280]) {
    test(`shows the two Spanish tables with only the active entries (${width}px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await serveData(page, "packages");
      await page.goto("/es/plus");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Paquetes",
      );
      const primary = page.getByRole("table", {
        name: "Paquetes principales",
      });
      const addOns = page.getByRole("table", { name: "Paquetes adicionales" });
      for (const table of [primary, addOns]) {
        await expect(table.getByRole("columnheader")).toHaveText([
          "Paquete",
          "Canales",
          "Descripción",
          "Precio",
        ]);
      }
      await expect(primary.getByRole("rowheader")).toHaveText([
        "Core Prueba",
        "Elite Prueba",
        "Ultimate Prueba",
      ]);
      await expect(addOns.getByRole("rowheader")).toHaveText([
        "Sports Fanatic Prueba",
        "Latino Prueba",
        "Starz Prueba",
        "Showtime Prueba",
        "HBO Prueba",
      ]);
      await expect(page.getByText(/Oculto:|Hidden:/)).toHaveCount(0);
      await expect(page.getByRole("table")).toHaveCount(2);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test("shows the Spanish texts, the label and the prices per month as $xx.xx/mes", async ({
    page,
  }) => {
    await serveData(page, "packages");
    await page.goto("/es/plus");

    // Cells after the row header: Channels, Description, Price.
    const core = row(page, "Core Prueba");
    await expect(core.getByRole("cell").nth(0)).toHaveText("3 canales");
    expect(await core.getByRole("cell").nth(1).innerText()).toBe(
      "Primera línea de Core\nSegunda línea de Core",
    );
    const price = core.getByRole("cell").nth(2);
    await expect(price).toHaveText("$34.50/mes");
    expect(await price.innerText()).toBe("$34.50/mes");
    await expect(
      core.getByRole("cell", { name: "$34.50/mes", exact: true }),
    ).toBeVisible();

    const elite = row(page, "Elite Prueba");
    await expect(elite.getByRole("cell").nth(1)).toHaveText(
      "Descripción de Elite",
    );
    await expect(elite.getByRole("cell").nth(2)).toHaveText(
      "El más popular$59.99/mes",
    );
    await expect(
      row(page, "Sports Fanatic Prueba").getByRole("cell").nth(2),
    ).toHaveText("Nuevo$12.00/mes");
    await expect(
      row(page, "Ultimate Prueba").getByRole("cell").nth(2),
    ).toHaveText("$79.05/mes");
    await expect(page.getByRole("main")).not.toContainText("/mo");
  });

  test("labels each cell in Spanish on a narrow screen", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await serveData(page, "packages");
    await page.goto("/es/plus");
    const cells = row(page, "Core Prueba").getByRole("cell");
    await expect(cells).toHaveCount(3);
    for (const [index, label] of [
      "Canales",
      "Descripción",
      "Precio",
    ].entries()) {
      const cell = cells.nth(index);
      await expect(cell).toHaveAttribute("data-label", label);
      // The label shows above the cell's text, from the attribute.
      expect(
        await cell.evaluate((td) => getComputedStyle(td, "::before").display),
      ).toBe("block");
    }
  });

  test("says in Spanish what each add-on adds, and which primary holds it all", async ({
    page,
  }) => {
    const lineup = v.parse(channelsFileSchema, fixture("channels"));
    await serveData(page, "packages");
    await serveData(page, "channels", {
      body: {
        ...lineup,
        channels: lineup.channels.map((channel) =>
          channel.channelName === "Canal Dos"
            ? { ...channel, binary: 64 | 8 }
            : channel,
        ),
      },
    });
    await page.goto("/es/plus");
    await waitForPageReady(page);
    const adds = (addOn: string) =>
      page
        .getByRole("list", { name: `Canales nuevos que suma ${addOn}` })
        .getByRole("listitem");
    await expect(adds("Sports Fanatic Prueba")).toHaveText([
      "Core Prueba: 2 canales",
      "Elite Prueba: 1 canal",
      "Ultimate Prueba: 1 canal",
    ]);
    await expect(adds("Latino Prueba")).toHaveText([
      "Core Prueba: 2 canales",
      "Elite Prueba: 2 canales",
      "Ultimate Prueba: ninguno",
    ]);
    await expect(
      row(page, "Latino Prueba").getByText(
        "Sus 2 canales ya vienen incluidos en Ultimate Prueba.",
      ),
    ).toBeVisible();
    await expect(
      page.getByText("Canales nuevos que suma a cada paquete principal:"),
    ).toHaveCount(4);
  });
});

/** A data file as shipped in the same build as the HTML under test. */
function built(dataPath: string): unknown {
  return JSON.parse(
    readFileSync(
      new URL(`../build/client${dataPath}`, import.meta.url),
      "utf8",
    ),
  );
}

test.describe("Inicio (/es)", () => {
  test("shows the Spanish heading and the plan cards with /mes, pre-rendered", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Una experiencia de televisión tradicional",
    );
    const packages = v.parse(packagesFileSchema, built(DATA_PATHS.packages));
    const primaries = packages.slice(0, 4).filter((entry) => entry.active);
    const lowest = [...primaries].sort(
      (a, b) => Number(a.price) - Number(b.price),
    )[0];
    const plans = page.getByRole("region", { name: /^Planes desde/ });
    await expect(plans.getByRole("heading", { level: 2 })).toHaveText(
      `Planes desde $${lowest?.price}/mes`,
    );
    const cards = plans.getByRole("listitem");
    await expect(cards).toHaveCount(primaries.length);
    for (const [index, entry] of primaries.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(
        entry.es?.title ?? entry.title,
      );
      await expect(card).toContainText(`$${entry.price}/mes`);
      await expect(card).toContainText(/\d+ canales de TV \+\s50 de música/);
      const link = card.getByRole("link");
      await expect(link).toHaveText(`Ver los canales de ${entry.title}`);
      await expect(link).toHaveAttribute(
        "href",
        `/es/plus/channels?pkg=${entry.name}`,
      );
    }
    await expect(page.getByRole("main")).not.toContainText("/mo");
    await context.close();
  });

  test("carries the organization's JSON-LD", async ({ page }) => {
    await page.goto("/es");
    const json = await page
      .locator('script[type="application/ld+json"]')
      .textContent();
    expect(JSON.parse(json ?? "null")).toMatchObject({
      "@type": "Organization",
    });
  });

  test("the section buttons carry the Spanish nav labels and open the Spanish pages", async ({
    page,
  }) => {
    await page.goto("/es");
    const sections = page.getByRole("navigation", { name: "Secciones" });
    await expect(sections.getByRole("link")).toHaveText(
      SPANISH_NAV_ITEMS.map((item) => item.label),
    );
    for (const item of SPANISH_NAV_ITEMS) {
      await expect(
        sections.getByRole("link", { name: item.label, exact: true }),
      ).toHaveAttribute("href", item.to);
    }
    await waitForHydration(page);
    await sections.getByRole("link", { name: "Paquetes", exact: true }).click();
    await expect(page).toHaveURL(/\/es\/plus$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Paquetes",
    );
  });
});

test.describe("Preguntas frecuentes (/es/plus/faq)", () => {
  test("asks the questions in Spanish, with a Spanish FAQPage in the HTML", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/es/plus/faq")).text();
    const [, json = ""] =
      /<script type="application\/ld\+json">(\{"@context":"https:\/\/schema.org","@type":"FAQPage".*?)<\/script>/s.exec(
        html,
      ) ?? [];
    const data = v.parse(
      v.object({
        inLanguage: v.literal("es"),
        mainEntity: v.array(
          v.object({
            name: v.string(),
            acceptedAnswer: v.object({ text: v.string() }),
          }),
        ),
      }),
      JSON.parse(json),
    );

    await page.goto("/es/plus/faq");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Preguntas frecuentes",
    );
    const questions = await page.locator("main h2").allTextContents();
    expect(data.mainEntity.map((entry) => entry.name)).toEqual(questions);
    for (const question of [
      "¿Ya me puedo suscribir?",
      "¿Cuánto cuesta?",
      "¿Qué incluye cada paquete?",
      "¿Cómo funcionan los paquetes adicionales?",
      "¿En cuántas pantallas puedo ver a la vez?",
      "¿Tienen canales en español?",
    ]) {
      expect(questions).toContain(question);
    }
    const answers = data.mainEntity
      .map((entry) => entry.acceptedAnswer.text)
      .join("\n");
    expect(answers).toMatch(/Los planes cuestan desde \$\d+\.\d{2}\/mes\./);
    expect(answers).toContain("cinco pantallas");
    expect(answers).not.toMatch(/\/mo\b|\bchannels\b|prueba gratis|\bDVR\b/);
  });

  test("links to the Spanish pages", async ({ page }) => {
    await page.goto("/es/plus/faq");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Ultimate", exact: true }).click();
    await expect(page).toHaveURL(/\/es\/plus\/channels\?pkg=ultimate$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Canales");
  });
});

for (const width of [375, 1280]) {
  test.describe(`the Spanish pages under axe at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    // Not Home: its corner language link, drawn by the shared frame, sits outside every landmark in both languages.
    for (const path of ["/es/plus", "/es/plus/faq"]) {
      test(`${path} has no violations`, async ({ page }) => {
        test.slow();
        await page.goto(path);
        await waitForPageReady(page);
        await expectNoAxeViolations(page, `${path} at ${width}px`);
      });
    }
  });
}
