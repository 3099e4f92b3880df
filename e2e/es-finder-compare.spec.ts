import { readFile } from "node:fs/promises";

import type { Page } from "@playwright/test";

import { expectNoAxeViolations } from "./support/axe";
import { channelsWith, channelsWithLineup, serveData } from "./support/data";
import { expect, test, waitForHydration } from "./support/fixtures";

// On the fixtures, in Spanish: Core Prueba $34.50, Elite Prueba $59.99,
// Ultimate Prueba $79.05; add-ons Sports Fanatic Prueba $12.00, Latino Prueba
// $8.99, Starz Prueba $9.99, Showtime Prueba $10.99, HBO Prueba $15.99.
// Channels: Alpha Network (1) is in every primary, Premium Two (8) in HBO only.

/** A channel with an accent, in the Latino add-on only, for accent-free searches. */
const MUSICA = { id: 11, channelName: "Música Urbana", binary: 64 };

test.describe("Buscador de canales", () => {
  const field = (page: Page) =>
    page.getByRole("combobox", { name: "Agrega un canal" });
  const answer = (page: Page) =>
    page.getByRole("region", { name: "Tu opción más económica" });
  const chips = (page: Page) =>
    page
      .getByRole("region", { name: /^Tus canales/ })
      .getByRole("button", { name: /^Quitar (?!todos)/ });

  async function open(page: Page, query = "") {
    await page.goto(`/es/plus/finder${query}`);
    await waitForHydration(page);
    await expect(field(page)).toBeVisible();
  }

  test.beforeEach(async ({ page }) => {
    await serveData(page, "packages");
    await serveData(page, "channels", { body: channelsWith(MUSICA) });
  });

  test("a ?ch= link shows the cheapest packages, in Spanish, with the /mes total", async ({
    page,
  }) => {
    await open(page, "?ch=1,8");
    await expect(
      page.getByRole("heading", { level: 1, name: "Buscador de canales" }),
    ).toBeVisible();
    await expect(chips(page)).toHaveText([
      "Quitar Alpha Network×",
      "Quitar Premium Two×",
    ]);
    const result = answer(page);
    await expect(
      result.getByText("Core Prueba + HBO Prueba", { exact: true }),
    ).toBeVisible();
    await expect(
      result.getByText("$50.49/mes", { exact: true }).first(),
    ).toBeVisible();
    await expect(result).toContainText(
      "Sale a unos $16.83 al mes por cada uno de sus 3 canales de TV.",
    );
    await expect(
      result.getByRole("heading", { name: "Qué aporta cada paquete" }),
    ).toBeVisible();
    await expect(
      result.getByRole("list").first().getByRole("listitem"),
    ).toHaveText([
      "Core Prueba paquete principal$34.50/mesIncluye 1 de tus canales: Alpha Network.",
      "HBO Prueba paquete adicional$15.99/mesAgrega Premium Two.",
    ]);
    await expect(
      result.getByRole("list").last().getByRole("listitem"),
    ).toHaveText([
      "Elite Prueba + HBO Prueba: $75.98/mes, $25.49 más, 4 canales de TV.",
      "Ultimate Prueba + HBO Prueba: $95.04/mes, $44.55 más, 6 canales de TV.",
    ]);
    // What a screen reader hears when the answer changes.
    await expect(
      page.getByRole("status").filter({ hasText: "Opción más económica" }),
    ).toHaveText("Opción más económica: Core Prueba + HBO Prueba, $50.49/mes.");
    // The English twin keeps the choice.
    await expect(page.getByRole("link", { name: "English" })).toHaveAttribute(
      "href",
      "/plus/finder?ch=1,8",
    );
  });

  test('typing "musica" offers "Música Urbana", and adding it answers with the add-on', async ({
    page,
  }) => {
    await open(page);
    const start = page.getByRole("region", {
      name: "Empieza con un canal popular",
    });
    await expect(start).toContainText("entre nuestros 11 canales");
    await expect(
      start.getByRole("button", { name: "Agregar Alpha Network" }),
    ).toBeVisible();

    await field(page).fill("musica");
    const list = page.getByRole("listbox", { name: "Canales que coinciden" });
    await expect(list.getByRole("option")).toHaveText(["Música Urbana"]);
    const hint = await field(page).getAttribute("aria-describedby");
    await expect(page.locator(`[id="${hint}"]`)).toHaveText(
      "1 canal coincide.",
    );
    await field(page).press("Enter");
    await expect(page).toHaveURL(/\/es\/plus\/finder\?ch=11$/);
    await expect(chips(page)).toHaveText(["Quitar Música Urbana×"]);
    await expect(
      answer(page).getByText("Core Prueba + Latino Prueba", { exact: true }),
    ).toBeVisible();
    await expect(answer(page).getByText("$43.49/mes").first()).toBeVisible();

    await field(page).fill("zz");
    await expect(page.locator(`[id="${hint}"]`)).toHaveText(
      "Ningún canal coincide con ese nombre.",
    );
  });

  test("the bill field words the saving and its errors in Spanish, in exact cents", async ({
    page,
  }) => {
    await open(page, "?ch=1&bill=154.51");
    const bill = page.getByLabel("Tu factura de cable o satélite ($/mes)");
    await expect(bill).toHaveValue("154.51");
    await expect(
      page.getByText(
        "Frente a tu factura de $154.51, la opción más económica te ahorra $120.01 al mes, $1,440.12 al año.",
      ),
    ).toBeVisible();
    await bill.fill("abc");
    await expect(bill).toHaveAttribute("aria-invalid", "true");
    await expect(bill).toHaveAccessibleDescription(
      "Escribe tu factura en dólares, como 120 o 120.50.",
    );
    await expect(page.getByText(/^Frente a tu factura/)).toHaveCount(0);
  });

  test("ids not in the lineup are left out with a Spanish notice", async ({
    page,
  }) => {
    await open(page, "?ch=1,999");
    await expect(
      page.getByRole("status").filter({ hasText: "enlace" }),
    ).toHaveText(
      "Un canal de este enlace no está en nuestra lista de canales, así que lo dejamos fuera.",
    );
    await expect(chips(page)).toHaveText(["Quitar Alpha Network×"]);
  });

  for (const width of [375, 1280]) {
    test(`has no axe violations and no overflow at ${width}px, answer shown`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page, "?ch=1,8,3,11&bill=90");
      await expect(answer(page)).toBeVisible();
      await field(page).fill("sports");
      await expect(page.getByRole("listbox")).toBeVisible();
      await expectNoAxeViolations(page, `/es/plus/finder at ${width}px`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

test.describe("Compara los paquetes", () => {
  const matrix = (page: Page) =>
    page.getByRole("table", { name: "Canales por paquete" });
  const headers = (page: Page) => matrix(page).getByRole("columnheader");
  const rowNames = (page: Page) => matrix(page).getByRole("rowheader");
  const filter = (page: Page) =>
    page.getByLabel("Filtra los canales por nombre");

  async function open(page: Page) {
    const response = await page.goto("/es/plus/compare");
    await waitForHydration(page);
    await expect(matrix(page)).toBeVisible();
    return response;
  }

  test.beforeEach(async ({ page }) => {
    await serveData(page, "packages");
  });

  test("heads the table in Spanish: titles, kind, channel count and /mes price", async ({
    page,
  }) => {
    await serveData(page, "channels");
    await open(page);
    await expect(
      page.getByRole("heading", { level: 1, name: "Compara los paquetes" }),
    ).toBeVisible();
    await expect(headers(page)).toHaveText([
      "Canal",
      "Core PruebaPrincipal2 canales$34.50/mes",
      "Elite PruebaPrincipal3 canales$59.99/mes",
      "Ultimate PruebaPrincipal5 canales$79.05/mes",
      "Sports Fanatic PruebaAdicional2 canales$12.00/mes",
      "Latino PruebaAdicional2 canales$8.99/mes",
      "Starz PruebaAdicional0 canales$9.99/mes",
      "Showtime PruebaAdicional1 canal$10.99/mes",
      "HBO PruebaAdicional1 canal$15.99/mes",
    ]);
    const gamma = matrix(page)
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: "Gamma Sports" }) })
      .getByRole("cell");
    await expect(gamma.nth(0)).toHaveAccessibleName("No incluido");
    await expect(gamma.nth(1)).toHaveAccessibleName("Incluido");
    await expect(page.getByText("Se muestran los 10 canales.")).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Canales por paquete" }),
    ).toHaveAttribute("tabindex", "0");
  });

  test("the filter finds names typed without accents, and the package choice works", async ({
    page,
  }) => {
    await serveData(page, "channels", { body: channelsWith(MUSICA) });
    await open(page);
    await filter(page).fill("musica");
    await expect(rowNames(page)).toHaveText(["Música Urbana"]);
    await expect(page.getByText("Se muestra 1 de 11 canales.")).toBeVisible();
    await filter(page).fill("CANAL");
    await expect(rowNames(page)).toHaveText(["Canal Uno", "Canal Dos"]);
    await expect(page.getByText("Se muestran 2 de 11 canales.")).toBeVisible();
    await filter(page).fill("nada parecido");
    await expect(
      page.getByText("Ningún canal coincide con ese nombre."),
    ).toBeVisible();
    await filter(page).fill("");
    await expect(rowNames(page)).toHaveCount(11);

    const choice = page.getByRole("group", {
      name: "Paquetes que quieres ver",
    });
    await choice.getByLabel("Elite Prueba").uncheck();
    await expect(headers(page)).toHaveCount(8);
    await expect(headers(page).nth(2)).toContainText("Ultimate Prueba");
  });

  test("Descargar CSV saves the whole matrix with a Spanish header row", async ({
    page,
  }) => {
    await serveData(page, "channels", { body: channelsWith(MUSICA) });
    await open(page);
    await filter(page).fill("canal");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Descargar CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      "keystone-tv-canales-por-paquete.csv",
    );
    const bytes = await readFile((await download.path()) ?? "");
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = bytes.subarray(3).toString("utf8").split("\r\n");
    expect(records).toHaveLength(13);
    expect(records[0]).toBe(
      "Canal,Core Prueba ($34.50/mes),Elite Prueba ($59.99/mes),Ultimate Prueba ($79.05/mes),Sports Fanatic Prueba ($12.00/mes),Latino Prueba ($8.99/mes),Starz Prueba ($9.99/mes),Showtime Prueba ($10.99/mes),HBO Prueba ($15.99/mes)",
    );
    expect(records[1]).toBe("Alpha Network,Sí,Sí,Sí,No,No,No,No,No");
    expect(records[11]).toBe("Música Urbana,No,No,No,No,Sí,No,No,No");
    expect(records[12]).toBe("");
  });

  test("with music channels, the short headers keep the table's layout at 375px", async ({
    page,
  }) => {
    // 55 channels in Core: its last 50 count as music.
    await serveData(page, "channels", {
      body: channelsWithLineup("core", 55, "Canal"),
    });
    await page.setViewportSize({ width: 375, height: 800 });
    await open(page);
    await expect(headers(page).nth(1)).toHaveText(
      "Core PruebaPrincipal5 TV + 50 música$34.50/mes",
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // Every header's words stay inside its column, each price on one line.
    const spills = await headers(page).evaluateAll((cells) =>
      cells.flatMap((cell) =>
        [...cell.children].flatMap((part) => {
          const box = part.getBoundingClientRect();
          const column = cell.getBoundingClientRect();
          return part.scrollWidth > part.clientWidth + 1 ||
            box.left < column.left - 1 ||
            box.right > column.right + 1
            ? [part.textContent]
            : [];
        }),
      ),
    );
    expect(spills).toEqual([]);
    const hint = page.getByText("Desliza la tabla para ver todos los paquetes");
    await expect(hint).toBeVisible();
    const lines = await hint.evaluate(
      (element) =>
        element.getBoundingClientRect().height /
        parseFloat(getComputedStyle(element).lineHeight),
    );
    expect(lines).toBeCloseTo(1, 1);
  });

  for (const width of [375, 1280]) {
    test(`has no axe violations at ${width}px`, async ({ page }) => {
      await serveData(page, "channels");
      await page.setViewportSize({ width, height: 900 });
      await open(page);
      await expectNoAxeViolations(page, `/es/plus/compare at ${width}px`);
    });
  }
});
