import type { Locator, Page } from "@playwright/test";
import * as v from "valibot";

import { shownName, stepText } from "../app/data/in-language";
import {
  type Device,
  type Platform,
  instructionsFileSchema,
} from "../app/data/instructions-schema";
import type { Locale } from "../app/i18n/locale";

import { expectNoAxeViolations } from "./support/axe";
import { fixture, serveData } from "./support/data";
import { expect, test, waitForHydration } from "./support/fixtures";
import { CATALOGUES, textOf } from "./support/catalogues";
import { LOCALES, WORDS, pathIn } from "./support/words";

// On the fixtures: Computer has Web; Mobile has iOS and Android (Windows
// Phone is inactive); Smart TV has LG (Vizio is inactive); Game Console has
// no active platform. The options' values are the file's English names.

const FIXTURE = v.parse(instructionsFileSchema, fixture("instructions"));

/** A fixture device by its English name, the option's value. */
function fixtureDevice(name: string): Device {
  const found = FIXTURE.devices.find((entry) => entry.name === name);
  if (!found) throw new Error(`e2e/fixtures/instructions.json has no ${name}`);
  return found;
}

/** A fixture platform of a device, by their English names. */
function fixturePlatform(deviceName: string, name: string): Platform {
  const found = fixtureDevice(deviceName).platforms.find(
    (entry) => entry.name === name,
  );
  if (!found) throw new Error(`e2e/fixtures/instructions.json has no ${name}`);
  return found;
}

/** The longest start two texts share. */
function sharedStart(a: string, b: string): string {
  let end = 0;
  while (end < a.length && a[end] === b[end]) end += 1;
  return a.slice(0, end);
}

/** The Instructions screen's words in `locale`: its catalogue, on the fixtures. */
function instructionsWords(locale: Locale) {
  const { instructions: t } = CATALOGUES[locale];
  const intro = (deviceName: string, name: string) =>
    t.steps.intro(fixturePlatform(deviceName, name), fixtureDevice(deviceName));
  const stepsOf = (deviceName: string, name: string) =>
    FIXTURE.instructions
      .find((entry) => entry.device === deviceName && entry.platform === name)
      ?.steps.map((step) => stepText(step, locale)) ?? [];
  return {
    heading: t.title,
    device: t.device.label,
    platform: t.platform.label,
    steps: t.steps.title,
    picks: t.picksTitle,
    devices: [
      t.device.choose,
      ...["Computer", "Mobile", "Smart TV"].map((name) =>
        shownName(fixtureDevice(name), locale),
      ),
    ],
    chooseDeviceFirst: t.platform.chooseDeviceFirst,
    choosePlatform: t.platform.choose,
    web: shownName(fixturePlatform("Computer", "Web"), locale),
    /** The first sentence of the steps, for each platform. */
    intro: {
      iOS: intro("Mobile", "iOS"),
      Android: intro("Mobile", "Android"),
      Web: intro("Computer", "Web"),
      LG: intro("Smart TV", "LG"),
    },
    signup: textOf(t.steps.signup),
    stepsOf: {
      iOS: stepsOf("Mobile", "iOS"),
      Android: stepsOf("Mobile", "Android"),
      Web: stepsOf("Computer", "Web"),
    },
    webLink: t.steps.webLink,
    storeLink: t.steps.storeLink,
    /** A word of the other language's steps, which never shows here. */
    foreign: locale === "en" ? "paso" : "step",
    /** What both notices start with. */
    notice: sharedStart(
      t.unknownDevice("\u0000"),
      t.unknownPlatform("\u0000", null),
    ),
    unknownDevice: t.unknownDevice,
    unknownPlatform: (value: string) =>
      t.unknownPlatform(value, fixtureDevice("Mobile")),
  };
}

/** The Instructions screen's words in each language, on the fixtures. */
const INSTRUCTIONS = {
  en: instructionsWords("en"),
  es: instructionsWords("es"),
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

const device = (page: Page) => page.getByLabel(INSTRUCTIONS.en.device);
const platform = (page: Page) => page.getByLabel(INSTRUCTIONS.en.platform);
const steps = (page: Page) =>
  page.getByRole("region", { name: INSTRUCTIONS.en.steps });
const notice = (page: Page) =>
  page.getByRole("status").filter({ hasText: "couldn’t find" });

/** Expects `field` to have focus, with the focus ring a keyboard user sees. */
async function expectVisibleFocus(field: Locator) {
  await expect(field).toBeFocused();
  expect(await field.evaluate((el) => el.matches(":focus-visible"))).toBe(true);
}

async function open(page: Page, query = "") {
  await page.goto(`/plus/instructions${query}`);
  await waitForHydration(page);
  await expect(device(page)).toBeVisible();
}

test.describe("Instructions", () => {
  test.beforeEach(async ({ page }) => {
    await serveData(page, "instructions");
  });

  test("the article fits the platform: an LG Smart TV, an Android Mobile, a Web Computer; each choice is one history entry, so Back and Forward step through the choices, and focus that Back takes away goes, visibly, to the field it changed", async ({
    page,
  }) => {
    await open(page);
    // The choice the page opens with adds no entry.
    const opened = await page.evaluate(() => history.length);
    for (const [deviceName, platformName, sentence] of [
      ["Smart TV", "LG", INSTRUCTIONS.en.intro.LG],
      ["Mobile", "Android", INSTRUCTIONS.en.intro.Android],
      ["Computer", "Web", INSTRUCTIONS.en.intro.Web],
    ] as const) {
      await device(page).selectOption(deviceName);
      await platform(page).selectOption(platformName);
      await expect(steps(page).getByRole("paragraph").first()).toContainText(
        sentence,
      );
    }
    expect(await page.evaluate(() => history.length)).toBe(opened + 6);

    // A keyboard user on a step's link goes Back: the steps go, and focus
    // goes to the platform field, which Back emptied.
    await steps(page).getByRole("link").last().focus();
    await page.goBack();
    await expect(page).toHaveURL(/\/plus\/instructions\?device=Computer$/);
    await expect(steps(page)).toHaveCount(0);
    await expect(device(page)).toHaveValue("Computer");
    await expect(platform(page)).toHaveValue("");
    await expectVisibleFocus(platform(page));
    // Focus still on a field stays there.
    await page.goBack();
    await expect(page).toHaveURL(/\?device=Mobile&platform=Android$/);
    await expect(steps(page).getByRole("paragraph").first()).toContainText(
      INSTRUCTIONS.en.intro.Android,
    );
    await expect(device(page)).toHaveValue("Mobile");
    await expect(platform(page)).toHaveValue("Android");
    await expectVisibleFocus(platform(page));
    await page.goForward();
    await expect(page).toHaveURL(/\?device=Computer$/);
    await page.goForward();
    await expect(steps(page).getByRole("paragraph").first()).toContainText(
      INSTRUCTIONS.en.intro.Web,
    );
    // Focus nowhere (a tap on the page's text) stays nowhere: the page does not jump to a field.
    await page.evaluate(() => {
      if (document.activeElement instanceof HTMLElement)
        document.activeElement.blur();
    });
    await page.goBack();
    await expect(steps(page)).toHaveCount(0);
    // Two frames on, when the page's effects have run.
    expect(
      await page.evaluate(
        () =>
          new Promise((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() =>
                resolve(document.activeElement === document.body),
              ),
            ),
          ),
      ),
    ).toBe(true);
    await page.goForward();
    await expect(steps(page)).toBeVisible();
    await platform(page).focus();

    // Back to where the page opened: no device, so the platform field that
    // had focus is disabled, and focus goes to the device field.
    for (let step = 0; step < 6; step++) await page.goBack();
    await expect(page).toHaveURL(/\/plus\/instructions$/);
    await expect(device(page)).toHaveValue("");
    await expect(platform(page)).toBeDisabled();
    await expectVisibleFocus(device(page));

    // A platform tile fills both fields in one entry, which Back takes back.
    await page
      .getByRole("region", { name: INSTRUCTIONS.en.picks })
      .getByRole("button", { name: new RegExp(`^${INSTRUCTIONS.en.web}`) })
      .click();
    await expect(page).toHaveURL(/\?device=Computer&platform=Web$/);
    expect(await page.evaluate(() => history.length)).toBe(opened + 1);
    await page.goBack();
    await expect(page).toHaveURL(/\/plus\/instructions$/);
    await expect(steps(page)).toHaveCount(0);
    await expectVisibleFocus(device(page));
  });

  test("a hostile value shows as text only", async ({ page }) => {
    let dialogs = 0;
    page.on("dialog", (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    const value = "<img src=x onerror=alert(1)>";
    await open(page, `?device=${encodeURIComponent(value)}`);
    await expect(notice(page)).toHaveText(INSTRUCTIONS.en.unknownDevice(value));
    await expect(page.locator("main img")).toHaveCount(0);
    expect(dialogs).toBe(0);
  });
});
