import type { Page } from "@playwright/test";

import { channelsWithLineup, fixture, serveData } from "./support/data";
import { expect, test, waitForHydration } from "./support/fixtures";

// The language link, and the Channels screen and the data error state in Spanish.

/** The link to the same page in the other language. */
const languageLink = (page: Page, name: "English" | "Español") =>
  page.getByRole("link", { name, exact: true });

test.describe("the language link", () => {
  test("keeps the page and its query, both ways", async ({ page }) => {
    await serveData(page, "channels");
    await page.goto("/plus/channels?pkg=latino");
    await waitForHydration(page);
    await expect(languageLink(page, "Español")).toHaveAttribute(
      "href",
      "/es/plus/channels?pkg=latino",
    );
    await languageLink(page, "Español").click();
    await expect(page).toHaveURL("/es/plus/channels?pkg=latino");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByLabel("Selecciona tu paquete")).toHaveValue(
      "latino",
    );

    // A choice made on the page is in the link at once.
    await page.getByLabel("Selecciona tu paquete").selectOption("elite");
    await expect(languageLink(page, "English")).toHaveAttribute(
      "href",
      "/plus/channels?pkg=elite",
    );
    await languageLink(page, "English").click();
    await expect(page).toHaveURL("/plus/channels?pkg=elite");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByLabel("Select your package")).toHaveValue("elite");
  });

  test("a query in the address is kept by the link of a page opened directly", async ({
    page,
  }) => {
    await page.goto("/es/plus/instructions?device=Mobile&platform=iOS");
    await waitForHydration(page);
    await expect(languageLink(page, "English")).toHaveAttribute(
      "href",
      "/plus/instructions?device=Mobile&platform=iOS",
    );
  });

  test("nobody is sent to a language by their browser's settings", async ({
    request,
  }) => {
    const english = await request.get("/plus", {
      headers: { "Accept-Language": "es-US,es;q=0.9" },
      maxRedirects: 0,
    });
    expect(english.status()).toBe(200);
    expect(await english.text()).toContain('<html lang="en">');
    const spanish = await request.get("/es/plus", {
      headers: { "Accept-Language": "en-US,en;q=0.9" },
      maxRedirects: 0,
    });
    expect(spanish.status()).toBe(200);
    expect(await spanish.text()).toContain('<html lang="es">');
  });
});

const select = (page: Page) => page.getByLabel("Selecciona tu paquete");
const box = (page: Page, title: RegExp) =>
  page.getByRole("region", { name: title });

test.describe("Canales", () => {
  test("the selector has the Spanish label and headings, and ?pkg= chooses the package", async ({
    page,
  }) => {
    await serveData(page, "channels");
    await page.goto("/es/plus/channels?pkg=latino");
    await expect(select(page)).toHaveValue("latino");
    expect(
      await select(page)
        .locator("optgroup")
        .evaluateAll((groups) =>
          groups.map((group) => group.getAttribute("label")),
        ),
    ).toEqual(["Paquetes principales", "Paquetes adicionales"]);
    await expect(box(page, /^Canales de TV \(2\)$/)).toBeVisible();
    await expect(box(page, /^Canales de TV/).getByRole("listitem")).toHaveText([
      "Canal Uno",
      "Canal Dos",
    ]);
  });

  test("a long lineup puts its last 50 channels under Canales de música (50)", async ({
    page,
  }) => {
    await serveData(page, "channels", {
      body: channelsWithLineup("ultimate", 51),
    });
    await page.goto("/es/plus/channels");
    await expect(box(page, /^Canales de TV \(1\)$/)).toBeVisible();
    await expect(box(page, /^Canales de música \(50\)$/)).toBeVisible();
    await expect(
      box(page, /^Canales de música/).getByRole("listitem"),
    ).toHaveCount(50);
  });

  test("an unknown ?pkg= shows the default package and a polite Spanish notice", async ({
    page,
  }) => {
    await serveData(page, "channels");
    await page.goto("/es/plus/channels?pkg=platino");
    await expect(select(page)).toHaveValue("ultimate");
    await expect(page.getByRole("status")).toHaveText(
      "No encontramos ningún paquete llamado “platino”, así que te mostramos Ultimate Test.",
    );
  });

  test("the name search ignores accents and letter case", async ({ page }) => {
    await serveData(page, "channels", {
      body: {
        packages: (fixture("channels") as { packages: unknown }).packages,
        channels: [
          { id: 1, channelName: "Música Urbana", binary: 8 },
          { id: 2, channelName: "ESPN Deportes", binary: 8 | 64 },
          { id: 3, channelName: "Cine Clásico", binary: 1 },
        ],
      },
    });
    await page.goto("/es/plus/channels");
    await waitForHydration(page);
    const field = page.getByLabel("¿Qué paquetes tienen…?");
    await field.fill("musica");
    const found = page.getByRole("list", { name: "Canales encontrados" });
    await expect(found.getByText("Música Urbana")).toBeVisible();
    await expect(page.getByText("1 canal coincide.")).toBeVisible();
    await field.fill("espn");
    await expect(found.getByText("ESPN Deportes")).toBeVisible();
    await field.fill("CLASICO");
    await expect(found.getByText("Cine Clásico")).toBeVisible();
  });
});

test.describe("a data error in Spanish", () => {
  test("shows the Spanish alert, and Intentar de nuevo loads the file again", async ({
    page,
    consoleErrors,
  }) => {
    const route = await serveData(
      page,
      "channels",
      { status: 500, body: "Server error" },
      { body: fixture("channels") },
    );
    await page.goto("/es/plus/channels");
    await waitForHydration(page);
    const alert = page.getByRole("alert");
    await expect(alert).toHaveText(
      /^Lo sentimos, no pudimos cargar la lista de canales\. Revisa tu conexión e inténtalo de nuevo\./,
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Canales");
    expect(consoleErrors.join("\n")).toContain("channels");
    await alert.getByRole("button", { name: "Intentar de nuevo" }).click();
    await expect(
      page.getByRole("listitem").filter({ hasText: "Alpha Network" }),
    ).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    expect(route.count()).toBe(2);
  });
});
