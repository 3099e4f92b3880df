import type { Page } from "@playwright/test";

import { channelsWithLineup, fixture, serveData } from "./support/data";
import {
  SPANISH_NOT_FOUND_PATH,
  SPANISH_ROUTES,
  expect,
  test,
  waitForHydration,
} from "./support/fixtures";
import { SPANISH_NAV_ITEMS, expectBar } from "./support/nav";

// The Spanish twin of the site: its frame, the language link, its not-found
// screen, and the Channels screen and the data error state in Spanish.

/** The link to the same page in the other language. */
const languageLink = (page: Page, name: "English" | "Español") =>
  page.getByRole("link", { name, exact: true });

test.describe("the Spanish frame", () => {
  for (const { path, heading } of SPANISH_ROUTES) {
    test(`${path}: the bar (absent on /es only) links to the Spanish pages with only the right one active, the footer speaks Spanish, and the language link leads to the English twin`, async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await waitForHydration(page);
      await expectBar(page, path, {
        home: "/es",
        navName: "Principal",
        items: SPANISH_NAV_ITEMS,
      });
      if (path !== "/es") {
        await expect(
          page.getByRole("link", { name: "Inicio de Keystone TV" }),
        ).toHaveAttribute("href", "/es");
      }

      const footer = page.getByRole("contentinfo");
      await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
      await expect(footer).toContainText("son marcas registradas de");
      await expect(footer).toContainText(
        "Todo el contenido cuenta con licencia oficial.",
      );
      await expect(footer).toContainText(
        "Los canales de cada paquete pueden cambiar sin previo aviso.",
      );
      await expect(footer.locator("address")).toContainText("Philadelphia, PA");
      await expect(
        footer.getByRole("link", { name: "Preguntas frecuentes" }),
      ).toHaveAttribute("href", "/es/plus/faq");

      // The language link leads to the same page in English, named in English.
      const toEnglish = languageLink(page, "English");
      await expect(toEnglish).toHaveAttribute(
        "href",
        path === "/es" ? "/" : path.slice("/es".length),
      );
      await expect(toEnglish).toHaveAttribute("hreflang", "en");
      await expect(toEnglish).toHaveAttribute("lang", "en");
      expect(consoleErrors).toEqual([]);
    });
  }

  test("the nav reads Paquetes, Canales, Instrucciones, ISP/MDU, Regístrate", () => {
    expect(SPANISH_NAV_ITEMS.map((item) => item.label)).toEqual([
      "Paquetes",
      "Canales",
      "Instrucciones",
      "ISP/MDU",
      "Regístrate",
    ]);
  });
});

test.describe("the Spanish drawer at 375px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("opens with the five Spanish links, and a chosen link navigates and closes it", async ({
    page,
  }) => {
    await page.goto("/es/plus");
    await waitForHydration(page);
    const menuButton = page.getByRole("button", { name: "Abrir menú" });
    await menuButton.click();
    const drawer = page.getByRole("dialog", { name: "Menú" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("link")).toHaveText(
      SPANISH_NAV_ITEMS.map((item) => item.label),
    );
    await drawer.getByRole("link", { name: "Canales" }).click();
    await expect(page).toHaveURL("/es/plus/channels");
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Canales");
  });

  test("the close button closes it and focus returns to the menu button", async ({
    page,
  }) => {
    await page.goto("/es/plus/signup");
    await waitForHydration(page);
    const menuButton = page.getByRole("button", { name: "Abrir menú" });
    await menuButton.click();
    await page.getByRole("button", { name: "Cerrar menú" }).click();
    await expect(page.getByRole("dialog", { name: "Menú" })).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("the menu opens with the Spanish links and closes with Escape", async ({
      page,
    }) => {
      await page.goto("/es/plus/signup");
      await page.getByRole("button", { name: "Abrir menú" }).click();
      const drawer = page.getByRole("dialog", { name: "Menú" });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole("link")).toHaveText(
        SPANISH_NAV_ITEMS.map((item) => item.label),
      );
      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
    });
  });
});

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

test.describe("the Spanish not-found screen", () => {
  for (const path of [SPANISH_NOT_FOUND_PATH, "/es/x", "/es/plus/a/b"]) {
    test(`${path} answers 404 with the Spanish error screen and logs it`, async ({
      page,
      consoleErrors,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "404 No encontrado",
      );
      const message = `Ninguna ruta coincide con la URL "${path}"`;
      await expect(page.getByText(message)).toBeVisible();
      await expect(
        page.getByRole("link", { name: "Ir a la página de inicio" }),
      ).toHaveAttribute("href", "/es");
      expect(consoleErrors.join("\n")).toContain(message);
    });
  }

  test("a link to an unknown Spanish page shows it without a reload", async ({
    page,
  }) => {
    await page.goto("/es/plus");
    await waitForHydration(page);
    await page.evaluate(() => {
      window.history.pushState({}, "", "/es/plus/missing");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "404 No encontrado",
    );
    await expect(
      page.getByRole("navigation", { name: "Principal" }),
    ).toBeAttached();
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

test.describe("a Spanish data screen with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("says in Spanish that its list needs JavaScript", async ({ page }) => {
    await page.goto("/es/plus/channels");
    await expect(
      page.getByText(
        "Para ver la lista de canales, activa JavaScript en tu navegador.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("status")).toBeHidden();
  });
});
