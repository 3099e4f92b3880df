import type { Page } from "@playwright/test";

import { site } from "../app/config/site";
import { common } from "../app/messages/es/common";
import { expectNoAxeViolations } from "./support/axe";
import { serveData } from "./support/data";
import { expect, test, waitForHydration } from "./support/fixtures";

const PATH = "/es/plus/instructions";

const device = (page: Page) => page.getByLabel("Dispositivo");
const platform = (page: Page) => page.getByLabel("Plataforma");
const steps = (page: Page) => page.getByRole("region", { name: "Pasos" });
const notice = (page: Page) =>
  page.getByRole("status").filter({ hasText: "No encontramos" });

const START = "Sigue estos pasos para acceder al servicio desde";

async function open(page: Page, query = "") {
  await page.goto(`${PATH}${query}`);
  await waitForHydration(page);
  await expect(device(page)).toBeVisible();
}

/** Chooses by the options' values, which are the data file's English names. */
async function choose(page: Page, deviceName: string, platformName: string) {
  await device(page).selectOption(deviceName);
  await platform(page).selectOption(platformName);
}

test.describe("Instrucciones", () => {
  test.beforeEach(async ({ page }) => {
    await serveData(page, "instructions");
  });

  test("lists the devices and platforms by their Spanish names, with the English names as values", async ({
    page,
  }) => {
    await open(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Instrucciones",
    );
    await expect(platform(page)).toBeDisabled();
    await expect(platform(page).locator("option")).toHaveText([
      "Primero elige un dispositivo",
    ]);
    const devices = device(page).locator("option");
    await expect(devices).toHaveText([
      "Elige un dispositivo",
      "Computadora",
      "Celular o tableta",
      "Smart TV",
    ]);
    expect(
      await devices.evaluateAll((options) =>
        options.map((option) => option.getAttribute("value")),
      ),
    ).toEqual(["", "Computer", "Mobile", "Smart TV"]);
    await device(page).selectOption("Computer");
    await expect(platform(page).locator("option")).toHaveText([
      "Elige una plataforma",
      "Navegador web",
    ]);
    await expect(
      page.getByRole("region", { name: "O elige dónde ves TV" }),
    ).toHaveCount(0);
  });

  test("choosing a device, then a platform, shows the Spanish steps", async ({
    page,
  }) => {
    await open(page);
    await choose(page, "Mobile", "iOS");
    await expect(page).toHaveURL(`${PATH}?device=Mobile&platform=iOS`);
    const panel = steps(page);
    await expect(panel.getByRole("heading", { level: 2 })).toHaveText("Pasos");
    await expect(panel.getByRole("paragraph")).toHaveText(
      `${START} tu celular o tableta iOS.`,
    );
    const items = panel.getByRole("listitem");
    await expect(items).toHaveCount(4);
    await expect(items.nth(0)).toHaveText(
      "Completa el proceso de registro, que abrirá muy pronto.",
    );
    await expect(items.nth(0).getByRole("link")).toHaveAttribute(
      "href",
      "/es/plus/signup",
    );
    await expect(items.nth(1)).toContainText("Primer paso en iOS.");
    await expect(items.nth(2)).toHaveText("Segundo paso en iOS.");
    await expect(items.nth(3)).toHaveText("Tercer paso en iOS.");
    await expect(panel).not.toContainText("step");
  });

  test("a Web step link reads “haz clic para visitar” and opens in a new tab", async ({
    page,
  }) => {
    await open(page);
    await choose(page, "Computer", "Web");
    await expect(steps(page).getByRole("paragraph")).toHaveText(
      `${START} el navegador web de tu computadora.`,
    );
    const link = steps(page).getByRole("link", {
      name: `haz clic para visitar ${common.newTab}`,
    });
    await expect(link).toHaveAttribute("href", "https://watch.example/");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(await link.evaluate((a) => a.firstChild?.textContent)).toBe(
      "haz clic para visitar",
    );
    await expect(steps(page).getByRole("listitem")).toHaveText([
      "Completa el proceso de registro, que abrirá muy pronto.",
      `Primer paso en la web.haz clic para visitar ${common.newTab}`,
      "Segundo paso en la web.",
    ]);
  });

  test("other platforms' step links read “o haz clic aquí para ir a la tienda de apps”", async ({
    page,
  }) => {
    await open(page);
    await choose(page, "Smart TV", "LG");
    await expect(steps(page).getByRole("paragraph")).toHaveText(
      `${START} tu smart TV LG.`,
    );
    const link = steps(page).getByRole("link", {
      name: `o haz clic aquí para ir a la tienda de apps ${common.newTab}`,
    });
    await expect(link).toHaveAttribute("href", "https://apps.example/lg");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(
      steps(page).getByRole("link", { name: /haz clic para visitar/ }),
    ).toHaveCount(0);
  });

  test("changing the device clears the platform and the steps", async ({
    page,
  }) => {
    await open(page);
    await choose(page, "Mobile", "Android");
    await expect(steps(page)).toContainText("Primer paso en Android.");
    await device(page).selectOption("Smart TV");
    await expect(platform(page)).toHaveValue("");
    await expect(steps(page)).toHaveCount(0);
    await expect(page).toHaveURL(`${PATH}?device=Smart+TV`);
    await device(page).selectOption("");
    await expect(platform(page)).toBeDisabled();
    await expect(steps(page)).toHaveCount(0);
  });

  test("a platform tile fills both fields", async ({ page }) => {
    await open(page);
    const picks = page.getByRole("region", { name: "O elige dónde ves TV" });
    await picks.getByRole("button", { name: /^Navegador web/ }).click();
    await expect(device(page)).toHaveValue("Computer");
    await expect(platform(page)).toHaveValue("Web");
    await expect(steps(page)).toBeVisible();
  });

  test("?device=…&platform=… preselects, and the URL keeps the English keys", async ({
    page,
  }) => {
    await open(page, "?device=Smart%20TV&platform=LG");
    await expect(device(page)).toHaveValue("Smart TV");
    await expect(platform(page)).toHaveValue("LG");
    await expect(steps(page).getByRole("paragraph")).toHaveText(
      `${START} tu smart TV LG.`,
    );
    await expect(notice(page)).toHaveCount(0);
    await choose(page, "Mobile", "iOS");
    await expect(page).toHaveURL(`${PATH}?device=Mobile&platform=iOS`);
  });

  test("the language link opens the same choice in English", async ({
    page,
  }) => {
    await open(page, "?device=Mobile&platform=iOS");
    const english = page.getByRole("link", { name: "English" });
    await expect(english).toHaveAttribute(
      "href",
      "/plus/instructions?device=Mobile&platform=iOS",
    );
    await english.click();
    await expect(page).toHaveURL(
      "/plus/instructions?device=Mobile&platform=iOS",
    );
    await expect(
      page.getByRole("region", { name: "Steps" }).getByRole("paragraph"),
    ).toHaveText(
      "Here are the instructions to access the service from an iOS Mobile device.",
    );
  });

  test("an unknown device gets a Spanish notice", async ({ page }) => {
    await open(page, "?device=Toaster");
    await expect(notice(page)).toHaveText(
      "No encontramos ningún dispositivo llamado “Toaster”, así que elige uno aquí abajo.",
    );
    await expect(device(page)).toHaveValue("");
    await expect(steps(page)).toHaveCount(0);
  });

  test("an unknown platform keeps the device and gets a Spanish notice", async ({
    page,
  }) => {
    await open(page, "?device=Mobile&platform=Windows%20Phone");
    await expect(notice(page)).toHaveText(
      "No encontramos ninguna plataforma llamada “Windows Phone” para tu celular o tableta, así que elige una aquí abajo.",
    );
    await expect(device(page)).toHaveValue("Mobile");
    await platform(page).selectOption("Android");
    await expect(notice(page)).toHaveCount(0);
  });

  for (const width of [375, 1280]) {
    test(`fits a ${width}px window with the steps shown, with no axe violations`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await open(page, "?device=Mobile&platform=iOS");
      await expect(steps(page)).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page, `${PATH} steps at ${width}px`);
    });
  }
});

/** The address and decoded subject of a mailto: link. */
function mailtoParts(href: string | null) {
  expect(href).not.toBeNull();
  const url = new URL(href ?? "");
  expect(url.protocol).toBe("mailto:");
  return { address: url.pathname, subject: url.searchParams.get("subject") };
}

test.describe("the Spanish partner and trust pages", () => {
  test("ISP/MDU shows its Spanish heading and mail links", async ({ page }) => {
    await page.goto("/es/plus/isps-mdus");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "ISP / proveedores de cable y MDU",
    );
    for (const { title, topic, to } of [
      {
        title: "Para ISP y proveedores de cable",
        topic: /ISP/,
        to: site.mail.partners,
      },
      {
        title: "Para MDU: apartamentos, hoteles y campus",
        topic: /MDU/,
        to: site.mail.sales,
      },
    ]) {
      const link = page
        .getByRole("region", { name: title })
        .getByRole("link", { name: /^Escríbenos para agendar una llamada/ });
      const { address, subject } = mailtoParts(await link.getAttribute("href"));
      expect(address).toBe(to);
      expect(subject).toMatch(topic);
      expect(subject).toContain("agendar una llamada");
      await expect(link.locator("xpath=..")).toContainText(
        "Abre tu programa de correo",
      );
    }
    const table = page.getByRole("table", { name: "La alianza de un vistazo" });
    await expect(table.getByRole("rowheader")).toHaveText([
      "El reto",
      "La solución",
      "La oferta",
    ]);
    await expect(
      page
        .getByRole("list", { name: "Beneficios para socios" })
        .getByRole("heading", { level: 3 }),
    ).toHaveCount(4);
  });

  test("Privacidad shows its Spanish heading and mail link", async ({
    page,
  }) => {
    await page.goto("/es/plus/privacy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Privacidad",
    );
    const main = page.getByRole("main");
    await expect(
      main.getByRole("link", { name: site.mail.support }),
    ).toHaveAttribute("href", `mailto:${site.mail.support}`);
    await expect(
      main.getByRole("link", { name: "preguntas frecuentes" }),
    ).toHaveAttribute("href", "/es/plus/faq");
  });

  test("Accesibilidad shows its Spanish heading and mail link", async ({
    page,
  }) => {
    await page.goto("/es/plus/accessibility");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Accesibilidad",
    );
    const link = page
      .getByRole("main")
      .getByRole("link", { name: site.mail.support });
    const { address, subject } = mailtoParts(await link.getAttribute("href"));
    expect(address).toBe(site.mail.support);
    expect(subject).toBe(
      `Problema de accesibilidad en el sitio web de ${site.name}`,
    );
  });
});
