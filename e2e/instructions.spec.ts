import type { Page } from "@playwright/test";

import { expectNoAxeViolations } from "./support/axe";
import { serveData } from "./support/data";
import { expect, test, waitForHydration } from "./support/fixtures";
import { LOCALES, WORDS, pathIn } from "./support/words";

// On the fixtures: Computer has Web; Mobile has iOS and Android (Windows
// Phone is inactive); Smart TV has LG (Vizio is inactive); Game Console has
// no active platform. The options' values are the file's English names.

/** The Instructions screen's words in each language, on the fixtures. */
const INSTRUCTIONS = {
  en: {
    heading: "Instructions",
    device: "Device",
    platform: "Platform",
    steps: "Steps",
    picks: "Or pick what you watch on",
    devices: ["Choose a device", "Computer", "Mobile", "Smart TV"],
    chooseDeviceFirst: "Choose a device first",
    choosePlatform: "Choose a platform",
    web: "Web",
    /** The first sentence of the steps, for each platform. */
    intro: {
      iOS: "Here are the instructions to access the service from an iOS Mobile device.",
      Android:
        "Here are the instructions to access the service from an Android Mobile device.",
      Web: "Here are the instructions to access the service from a Web Computer device.",
      LG: "Here are the instructions to access the service from an LG Smart TV device.",
    },
    signup: "First, create your account (sign-up opens soon).",
    stepsOf: {
      iOS: ["iOS step one.", "iOS step two.", "iOS step three."],
      Android: ["Android step one."],
      Web: ["Web step one.", "Web step two."],
    },
    webLink: "click to visit",
    storeLink: "or click here for the app store",
    /** A word of the other language's steps, which never shows here. */
    foreign: "paso",
    notice: "couldn’t find",
    unknownDevice: (value: string) =>
      `We couldn’t find a device called “${value}”, so please choose one below.`,
    unknownPlatform: (value: string) =>
      `We couldn’t find a platform called “${value}” for Mobile, so please choose one below.`,
  },
  es: {
    heading: "Instrucciones",
    device: "Dispositivo",
    platform: "Plataforma",
    steps: "Pasos",
    picks: "O elige dónde ves TV",
    devices: [
      "Elige un dispositivo",
      "Computadora",
      "Celular o tableta",
      "Smart TV",
    ],
    chooseDeviceFirst: "Primero elige un dispositivo",
    choosePlatform: "Elige una plataforma",
    web: "Navegador web",
    intro: {
      iOS: "Así empiezas a ver Keystone TV en tu celular o tableta iOS:",
      Android:
        "Así empiezas a ver Keystone TV en tu celular o tableta Android:",
      Web: "Así empiezas a ver Keystone TV en el navegador de tu computadora:",
      LG: "Así empiezas a ver Keystone TV en tu smart TV LG:",
    },
    signup: "Primero crea tu cuenta (el registro abrirá muy pronto).",
    stepsOf: {
      iOS: [
        "Primer paso en iOS.",
        "Segundo paso en iOS.",
        "Tercer paso en iOS.",
      ],
      Android: ["Primer paso en Android."],
      Web: ["Primer paso en la web.", "Segundo paso en la web."],
    },
    webLink: "Ir al reproductor web",
    storeLink: "Ver la app en su tienda",
    foreign: "step",
    notice: "No encontramos",
    unknownDevice: (value: string) =>
      `No encontramos ningún dispositivo llamado “${value}”, así que elige uno aquí abajo.`,
    unknownPlatform: (value: string) =>
      `No encontramos ninguna plataforma llamada “${value}” para tu celular o tableta, así que elige una aquí abajo.`,
  },
};

for (const locale of LOCALES) {
  const words = INSTRUCTIONS[locale];
  const { newTab } = WORDS[locale];
  const path = pathIn(locale, "/plus/instructions");

  const device = (page: Page) => page.getByLabel(words.device);
  const platform = (page: Page) => page.getByLabel(words.platform);
  const steps = (page: Page) => page.getByRole("region", { name: words.steps });
  const notice = (page: Page) =>
    page.getByRole("status").filter({ hasText: words.notice });

  async function open(page: Page, query = "") {
    await page.goto(`${path}${query}`);
    await waitForHydration(page);
    await expect(device(page)).toBeVisible();
  }

  /** Chooses by the options' values, which are the data file's English names. */
  async function choose(page: Page, deviceName: string, platformName: string) {
    await device(page).selectOption(deviceName);
    await platform(page).selectOption(platformName);
  }

  test.describe(`Instructions (${path})`, () => {
    test.beforeEach(async ({ page }) => {
      await serveData(page, "instructions");
    });

    // One load walks the controls, the tiles, the steps and their links.
    test(`both controls have visible labels; platform waits for a device; the lists hold the devices with an active platform and only active platforms, by their names in the page's language, with the English names as values; changing the device clears the platform and the steps; a platform tile fills both fields in one tap and shows the steps; choosing a device, then a platform, opens the steps: the sentence, the sign-up item and the steps in order; a Web step link reads “${words.webLink}” and opens in a new tab; other platforms' step links read “${words.storeLink}”`, async ({
      page,
    }) => {
      await open(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        words.heading,
      );
      await expect(page.getByText(words.device, { exact: true })).toBeVisible();
      await expect(
        page.getByText(words.platform, { exact: true }),
      ).toBeVisible();
      await expect(device(page)).toHaveValue("");
      await expect(platform(page)).toBeDisabled();
      await expect(platform(page).locator("option")).toHaveText([
        words.chooseDeviceFirst,
      ]);
      await expect(steps(page)).toHaveCount(0);
      const devices = device(page).locator("option");
      await expect(devices).toHaveText(words.devices);
      expect(
        await devices.evaluateAll((options) =>
          options.map((option) => option.getAttribute("value")),
        ),
      ).toEqual(["", "Computer", "Mobile", "Smart TV"]);
      await device(page).selectOption("Computer");
      await expect(platform(page).locator("option")).toHaveText([
        words.choosePlatform,
        words.web,
      ]);
      await expect(page.getByRole("region", { name: words.picks })).toHaveCount(
        0,
      );
      await device(page).selectOption("Mobile");
      await expect(platform(page)).toBeEnabled();
      await expect(platform(page).locator("option")).toHaveText([
        words.choosePlatform,
        "iOS",
        "Android",
      ]);
      await device(page).selectOption("Smart TV");
      await expect(platform(page).locator("option")).toHaveText([
        words.choosePlatform,
        "LG",
      ]);

      await choose(page, "Mobile", "Android");
      await expect(steps(page)).toContainText(words.stepsOf.Android[0] ?? "");
      await device(page).selectOption("Smart TV");
      await expect(platform(page)).toHaveValue("");
      await expect(steps(page)).toHaveCount(0);
      await expect(page).toHaveURL(`${path}?device=Smart+TV`);
      await platform(page).selectOption("LG");
      await expect(steps(page).getByRole("paragraph").first()).toHaveText(
        words.intro.LG,
      );
      await device(page).selectOption("");
      await expect(platform(page)).toBeDisabled();
      await expect(steps(page)).toHaveCount(0);

      // The same load, back to no choice: the tiles, then the steps.
      const picks = page.getByRole("region", { name: words.picks });
      await picks
        .getByRole("button", { name: new RegExp(`^${words.web}`) })
        .click();
      await expect(device(page)).toHaveValue("Computer");
      await expect(platform(page)).toHaveValue("Web");
      await expect(platform(page)).toBeFocused();
      await expect(steps(page)).toBeVisible();
      await expect(picks).toHaveCount(0);

      await choose(page, "Mobile", "iOS");
      await expect(page).toHaveURL(`${path}?device=Mobile&platform=iOS`);
      const panel = steps(page);
      await expect(panel).toBeVisible();
      await expect(panel.getByRole("heading", { level: 2 })).toHaveText(
        words.steps,
      );
      await expect(panel.getByRole("paragraph").first()).toHaveText(
        words.intro.iOS,
      );
      const items = panel.getByRole("listitem");
      await expect(items).toHaveCount(4);
      await expect(items.nth(0)).toHaveText(words.signup);
      await expect(items.nth(0).getByRole("link")).toHaveAttribute(
        "href",
        pathIn(locale, "/plus/signup"),
      );
      const [one = "", two = "", three = ""] = words.stepsOf.iOS;
      await expect(items.nth(1)).toContainText(one);
      await expect(items.nth(2)).toHaveText(two);
      await expect(items.nth(3)).toHaveText(three);
      await expect(panel).not.toContainText(words.foreign);

      // The step links, in the same load.
      await choose(page, "Computer", "Web");
      await expect(steps(page).getByRole("paragraph").first()).toHaveText(
        words.intro.Web,
      );
      const link = steps(page).getByRole("link", {
        name: `${words.webLink} ${newTab}`,
      });
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAttribute("href", "https://watch.example/");
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      expect(await link.evaluate((a) => a.firstChild?.textContent)).toBe(
        words.webLink,
      );
      const [webOne = "", webTwo = ""] = words.stepsOf.Web;
      await expect(steps(page).getByRole("listitem")).toHaveText([
        words.signup,
        `${webOne}${words.webLink} ${newTab}`,
        webTwo,
      ]);

      await choose(page, "Smart TV", "LG");
      await expect(steps(page).getByRole("paragraph").first()).toHaveText(
        words.intro.LG,
      );
      const lg = steps(page).getByRole("link", {
        name: `${words.storeLink} ${newTab}`,
      });
      await expect(lg).toHaveAttribute("href", "https://apps.example/lg");
      await expect(lg).toHaveAttribute("target", "_blank");
      await expect(lg).toHaveAttribute("rel", "noopener noreferrer");
      await expect(
        steps(page).getByRole("link", { name: new RegExp(words.webLink) }),
      ).toHaveCount(0);

      await choose(page, "Mobile", "iOS");
      const ios = steps(page).getByRole("link", {
        name: new RegExp(words.storeLink),
      });
      await expect(ios).toHaveCount(1);
      await expect(ios).toHaveAttribute("href", "https://apps.example/ios");
      await expect(ios).toHaveAttribute("target", "_blank");
      await expect(ios).toHaveAttribute("rel", "noopener noreferrer");
      expect(await ios.evaluate((a) => a.firstChild?.textContent)).toBe(
        words.storeLink,
      );
      await expect(
        steps(page).getByRole("link", { name: new RegExp(words.webLink) }),
      ).toHaveCount(0);

      await choose(page, "Mobile", "Android");
      await expect(steps(page).getByRole("listitem")).toHaveText([
        words.signup,
        ...words.stepsOf.Android,
      ]);
      // Only the sign-up step links out; the panel's own link to the setup
      // page sits below the steps.
      await expect(steps(page).getByRole("list").getByRole("link")).toHaveCount(
        1,
      );
    });

    // The English page's link is in lower case, so it also shows that names
    // match in any letter case; the Spanish page's is as the app writes it.
    test(`a link opens straight on the steps, and the URL keeps the English names${locale === "en" ? "; names match in any letter case" : ""}`, async ({
      page,
    }) => {
      await open(
        page,
        locale === "en"
          ? "?device=smart%20tv&platform=lg"
          : "?device=Smart%20TV&platform=LG",
      );
      await expect(device(page)).toHaveValue("Smart TV");
      await expect(platform(page)).toHaveValue("LG");
      await expect(steps(page).getByRole("paragraph").first()).toHaveText(
        words.intro.LG,
      );
      await expect(notice(page)).toHaveCount(0);
      await choose(page, "Mobile", "iOS");
      await expect(page).toHaveURL(`${path}?device=Mobile&platform=iOS`);
      await expect(steps(page).getByRole("paragraph").first()).toHaveText(
        words.intro.iOS,
      );
    });

    test("an unknown device falls back to no choice with a notice, which axe passes at 375px and 1280px", async ({
      page,
    }) => {
      await open(page, "?device=Toaster&platform=iOS");
      await expect(notice(page)).toHaveText(words.unknownDevice("Toaster"));
      await expect(device(page)).toHaveValue("");
      await expect(platform(page)).toBeDisabled();
      await expect(steps(page)).toHaveCount(0);
      // axe finds nothing with the notice shown, at either width.
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await expectNoAxeViolations(page, `${path} at ${width}px, notice`);
      }
      await device(page).selectOption("Computer");
      await expect(notice(page)).toHaveCount(0);
      await expect(page).toHaveURL(`${path}?device=Computer`);
    });

    test("an inactive or unknown platform keeps the device and asks for a platform; the steps then fit 375px and 1280px, and axe finds nothing there", async ({
      page,
    }) => {
      await open(page, "?device=Mobile&platform=Windows%20Phone");
      await expect(notice(page)).toHaveText(
        words.unknownPlatform("Windows Phone"),
      );
      await expect(device(page)).toHaveValue("Mobile");
      await expect(platform(page)).toHaveValue("");
      await expect(steps(page)).toHaveCount(0);
      await platform(page).selectOption("Android");
      await expect(steps(page)).toBeVisible();
      await expect(notice(page)).toHaveCount(0);

      // iOS's steps, with their store link, fit both widths, and axe finds nothing there.
      await platform(page).selectOption("iOS");
      await expect(steps(page).getByRole("paragraph").first()).toHaveText(
        words.intro.iOS,
      );
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await expectNoAxeViolations(page, `${path} steps at ${width}px`);
      }
    });
  });
}

const device = (page: Page) => page.getByLabel("Device");
const platform = (page: Page) => page.getByLabel("Platform");
const steps = (page: Page) => page.getByRole("region", { name: "Steps" });
const notice = (page: Page) =>
  page.getByRole("status").filter({ hasText: "couldn’t find" });

async function open(page: Page, query = "") {
  await page.goto(`/plus/instructions${query}`);
  await waitForHydration(page);
  await expect(device(page)).toBeVisible();
}

test.describe("Instructions", () => {
  test.beforeEach(async ({ page }) => {
    await serveData(page, "instructions");
  });

  test("the article fits the platform: an LG Smart TV, an Android Mobile, a Web Computer; the choice is mirrored in the URL without adding history", async ({
    page,
  }) => {
    await open(page);
    for (const [deviceName, platformName, sentence] of [
      ["Smart TV", "LG", "from an LG Smart TV device."],
      ["Mobile", "Android", "from an Android Mobile device."],
      ["Computer", "Web", "from a Web Computer device."],
    ] as const) {
      await device(page).selectOption(deviceName);
      await platform(page).selectOption(platformName);
      await expect(steps(page).getByRole("paragraph").first()).toContainText(
        sentence,
      );
    }

    // The same load, back to no choice: the URL follows without adding history.
    await device(page).selectOption("");
    await expect(page).toHaveURL(/\/plus\/instructions$/);
    const historyLength = await page.evaluate(() => history.length);
    await device(page).selectOption("Smart TV");
    await expect(page).toHaveURL(/\/plus\/instructions\?device=Smart\+TV$/);
    await platform(page).selectOption("LG");
    await expect(page).toHaveURL(/\?device=Smart\+TV&platform=LG$/);
    await device(page).selectOption("Mobile");
    await expect(page).toHaveURL(/\?device=Mobile$/);
    await expect(steps(page)).toHaveCount(0);
    await device(page).selectOption("");
    await expect(page).toHaveURL(/\/plus\/instructions$/);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });

  test("a hostile value shows as text only", async ({ page }) => {
    let dialogs = 0;
    page.on("dialog", (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    const value = "<img src=x onerror=alert(1)>";
    await open(page, `?device=${encodeURIComponent(value)}`);
    await expect(notice(page)).toHaveText(
      `We couldn’t find a device called “${value}”, so please choose one below.`,
    );
    await expect(page.locator("main img")).toHaveCount(0);
    expect(dialogs).toBe(0);
  });
});
