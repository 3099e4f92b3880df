import type { Locator, Page } from "@playwright/test";
import * as v from "valibot";

import { instructionsFileSchema } from "../app/data/instructions-schema";
import { channels as enChannels } from "../app/messages/en/channels";
import { common as enCommon } from "../app/messages/en/common";
import { compare as enCompare } from "../app/messages/en/compare";
import { finder as enFinder } from "../app/messages/en/finder";
import { finderAnswer as enFinderAnswer } from "../app/messages/en/finder-answer";
import { instructions as enInstructions } from "../app/messages/en/instructions";
import { channels as esChannels } from "../app/messages/es/channels";
import { common as esCommon } from "../app/messages/es/common";
import { compare as esCompare } from "../app/messages/es/compare";
import { finder as esFinder } from "../app/messages/es/finder";
import { finderAnswer as esFinderAnswer } from "../app/messages/es/finder-answer";
import { instructions as esInstructions } from "../app/messages/es/instructions";
import { fixture, gate, serveData } from "./support/data";
import {
  ROUTES,
  SPANISH_ROUTES,
  expect,
  test,
  waitForHydration,
  waitForPageReady,
} from "./support/fixtures";

// What an automated checker cannot see: the site at a large text size, focus
// kept clear of the fixed bar, forced colours, what the live regions say,
// focus after a move to another page. Wide text spacing on a narrow screen:
// every-route.spec.ts and reflow.spec.ts. That each store badge's name starts
// with its visible words: home.spec.ts.

const LANGUAGES = [
  {
    name: "English",
    prefix: "",
    common: enCommon,
    channels: enChannels,
    compare: enCompare,
    finder: enFinder,
    finderAnswer: enFinderAnswer,
    instructions: enInstructions,
  },
  {
    name: "Spanish",
    prefix: "/es",
    common: esCommon,
    channels: esChannels,
    compare: esCompare,
    finder: esFinder,
    finderAnswer: esFinderAnswer,
    instructions: esInstructions,
  },
] as const;

/** Pages with the bar: a text page, a table page, a data screen and a tool. */
const BAR_SAMPLE = [
  "/plus",
  "/plus/channels",
  "/plus/isps-mdus",
  "/plus/faq",
  "/plus/compare",
] as const;

/** Makes the browser's default text size 32 px, as a visitor's 200 % text setting does. */
async function doubleTextSize(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Page.enable");
  await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32 } });
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${String(locator)} has no box`);
  return box;
}

function expectInside(box: Box, width: number, height: number, what: string) {
  expect(box.width, `${what} has a width`).toBeGreaterThan(0);
  expect(box.height, `${what} has a height`).toBeGreaterThan(0);
  expect(box.x, `${what} starts inside the screen`).toBeGreaterThanOrEqual(0);
  expect(box.y, `${what} starts inside the screen`).toBeGreaterThanOrEqual(0);
  expect(
    box.x + box.width,
    `${what} ends inside the screen`,
  ).toBeLessThanOrEqual(width);
  expect(
    box.y + box.height,
    `${what} ends inside the screen`,
  ).toBeLessThanOrEqual(height);
}

/**
 * Whether the focused element is entirely covered: no point of it that is on
 * the screen shows the element itself (or its label, for a control drawn by
 * its label) when asked what is drawn there.
 */
function focusedIsCovered(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) {
      return null;
    }
    const labels =
      focused instanceof HTMLInputElement && focused.labels
        ? [...focused.labels]
        : [];
    const own = (hit: Element | null) =>
      hit !== null &&
      (focused.contains(hit) || labels.some((label) => label.contains(hit)));
    const box = focused.getBoundingClientRect();
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, window.innerWidth);
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    const name = `${focused.tagName.toLowerCase()} “${(focused.textContent ?? "").trim().slice(0, 40)}”`;
    if (right <= left || bottom <= top) return { name, covered: true };
    const xs = [left + 1, (left + right) / 2, right - 1];
    const ys = [top + 1, (top + bottom) / 2, bottom - 1];
    const visible = xs.some((x) =>
      ys.some((y) => own(document.elementFromPoint(x, y))),
    );
    return { name, covered: !visible };
  });
}

/**
 * Goes backwards with Shift+Tab from the footer's last link to the top of the
 * page, failing at any stop whose focused element is entirely covered.
 */
async function shiftTabFromFooter(page: Page): Promise<number> {
  await page.getByRole("contentinfo").getByRole("link").last().focus();
  let stops = 0;
  for (;;) {
    const result = await focusedIsCovered(page);
    if (result === null) break;
    expect(result.covered, `${result.name} is hidden`).toBe(false);
    stops++;
    expect(stops, "focus reaches the top of the page").toBeLessThan(400);
    await page.keyboard.press("Shift+Tab");
    // The skip link is the first stop; the next Shift+Tab leaves the page.
    if (
      await page.evaluate(
        () => document.activeElement?.classList.contains("skip-link") ?? false,
      )
    ) {
      stops++;
      break;
    }
  }
  return stops;
}

/** The live regions (polite or status) that hold `text`. */
function liveRegions(page: Page, text: string | RegExp): Locator {
  return page
    .locator('[aria-live="polite"], [role="status"]')
    .filter({ hasText: text });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

async function openWithData(page: Page, path: string): Promise<void> {
  await serveData(page, "packages");
  await serveData(page, "channels");
  await page.goto(path);
  await waitForPageReady(page);
}

/** Whether the bar's logo, language link and heading stand clear at `width`×`height`. */
async function expectBarClear(
  page: Page,
  language: (typeof LANGUAGES)[number],
  path: string,
  width: number,
  height: number,
): Promise<void> {
  await page.setViewportSize({ width, height });
  const where = `${path} at ${width}×${height}`;
  const bar = page.getByRole("banner");
  const home = bar.getByRole("link", {
    name: language.common.homeLink,
  });
  const other = bar.getByRole("link", {
    name: language.common.otherLanguage,
    exact: true,
  });
  expectInside(await boxOf(home), width, height, `${where}: the logo`);
  expectInside(
    await boxOf(other),
    width,
    height,
    `${where}: the language link`,
  );

  const barBox = await boxOf(bar);
  const fixed = await bar.evaluate(
    (element) => getComputedStyle(element).position === "fixed",
  );
  if (fixed) {
    expect(
      barBox.height,
      `${where}: the fixed bar's height`,
    ).toBeLessThanOrEqual(height / 4);
  }

  const heading = page.getByRole("heading", { level: 1 });
  const headingBox = await boxOf(heading);
  expect(
    headingBox.y,
    `${where}: the heading starts below the bar`,
  ).toBeGreaterThanOrEqual(barBox.y + barBox.height);
  const onTop = await heading.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(
      box.left + 4,
      box.top + Math.min(box.height / 2, 20),
    );
    return hit !== null && element.contains(hit);
  });
  expect(onTop, `${where}: the heading is drawn on top`).toBe(true);
}

// Each page is loaded once and looked at in each size: the layout follows
// the width of the window, not the width it was loaded at.
test.describe("200 % text at 1280×720, 1024×768 and 375×740", () => {
  for (const language of LANGUAGES) {
    test(`${language.name}: the logo and the language link stay whole on the screen, the heading is clear of the bar, and a fixed bar takes at most a quarter of the height; at 375 px the menu button is whole on the screen`, async ({
      page,
    }) => {
      await doubleTextSize(page);
      // The bar does not depend on the lineup; a short one is quicker to lay
      // out at each size.
      await serveData(page, "packages");
      await serveData(page, "channels");
      for (const base of BAR_SAMPLE) {
        const path = `${language.prefix}${base}`;
        await page.setViewportSize({ width: 1280, height: 720 });
        await page.goto(path);
        await waitForHydration(page);
        expect(
          await page.evaluate(
            () => getComputedStyle(document.documentElement).fontSize,
          ),
        ).toBe("32px");

        await expectBarClear(page, language, path, 1280, 720);
        await expectBarClear(page, language, path, 1024, 768);

        const [width, height] = [375, 740];
        await page.setViewportSize({ width, height });
        const menuButton = page
          .getByRole("banner")
          .getByRole("button", { name: language.common.openMenu });
        expectInside(
          await boxOf(menuButton),
          width,
          height,
          `${path} at ${width}×${height}: the menu button`,
        );
      }
    });
  }
});

test.describe("focus is never hidden under the bar (1280×720)", () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  for (const language of LANGUAGES) {
    // Compare's table, the most of its stops, is walked with Shift+Tab at
    // this size in both languages by compare.spec.ts; its other stops are
    // walked here in English.
    const bases =
      language.prefix === ""
        ? ["/plus/faq", "/plus/compare", "/plus/finder"]
        : ["/plus/faq", "/plus/finder"];
    for (const base of bases) {
      const path = `${language.prefix}${base}`;
      test(`${path}: Shift+Tab from the footer to the top`, async ({
        page,
      }) => {
        await openWithData(page, path);
        const stops = await shiftTabFromFooter(page);
        expect(stops).toBeGreaterThan(10);
      });
    }
  }
});

test.describe("forced colours", () => {
  for (const language of LANGUAGES) {
    test(`${language.name}: the Finder's active option stands apart from the others, and the wordmark takes the text colour`, async ({
      page,
    }) => {
      await page.emulateMedia({ forcedColors: "active" });
      await openWithData(page, `${language.prefix}/plus/finder`);
      const field = page.getByRole("combobox", {
        name: language.finder.search.label,
      });
      await field.fill("canal");
      await field.press("ArrowDown");
      const options = page.getByRole("option");
      await expect(options).toHaveCount(2);
      const active = page.getByRole("option", { selected: true });
      await expect(active).toHaveCount(1);
      const look = (option: Locator) =>
        option.evaluate((element) => {
          const style = getComputedStyle(element);
          return {
            background: style.backgroundColor,
            color: style.color,
            outline: style.outlineStyle,
          };
        });
      const activeLook = await look(active);
      const otherLook = await look(
        page.getByRole("option", { selected: false }),
      );
      expect(activeLook.outline).not.toBe("none");
      expect(activeLook.background).not.toBe(otherLook.background);
      expect(activeLook.color).not.toBe(otherLook.color);

      const wordmark = await page
        .getByRole("banner")
        .locator("svg text")
        .evaluate((text) => ({
          fill: getComputedStyle(text).fill,
          canvasText: getComputedStyle(document.body).color,
        }));
      expect(wordmark.fill).toBe(wordmark.canvasText);
    });
  }
});

test.describe("status messages land in a live region", () => {
  for (const language of LANGUAGES) {
    const { prefix, channels, common } = language;

    test(`${language.name}: Channels says it is loading, then that it has loaded, in a region that stays, and says what a chosen package holds`, async ({
      page,
    }) => {
      const held = gate();
      await serveData(page, "channels", {
        body: fixture("channels"),
        wait: held.promise,
      });
      await page.goto(`${prefix}/plus/channels`);
      await waitForHydration(page);
      const loading = common.data.loading(channels.what);
      const region = page.locator('[aria-live="polite"]', {
        hasText: loading,
      });
      await expect(region).toHaveCount(1);
      const handle = await region.elementHandle();
      held.open();
      await expect
        .poll(() =>
          handle?.evaluate((element) =>
            element.isConnected ? element.textContent : "(removed)",
          ),
        )
        .toBe(common.data.loaded(channels.what));

      const select = page.getByLabel(channels.select.label);
      await select.selectOption("core");
      const title =
        (await select.locator("option:checked").textContent()) ?? "";
      const [before = "", after = ""] = channels
        .shown(title, "\u0000")
        .split("\u0000");
      await expect(
        liveRegions(
          page,
          new RegExp(`^${escapeRegExp(before)}.+${escapeRegExp(after)}$`),
        ),
      ).toHaveCount(1);
    });
  }
});

test.describe("focus after a move to another page", () => {
  // Focus moves the same way in both languages: the checks take turns, each
  // in one language, with that language's words and headings.
  for (const [turn, language] of LANGUAGES.entries()) {
    const { prefix, common } = language;
    const english = turn === 0;

    if (english)
      test(`${language.name}: a fresh page keeps focus at its start; a link followed in the browser puts it on the new heading`, async ({
        page,
      }) => {
        await page.setViewportSize({ width: 1280, height: 720 });
        await page.goto(`${prefix}/plus`);
        await waitForHydration(page);
        const heading = page.getByRole("heading", { level: 1 });
        await expect(heading).not.toBeFocused();

        // To a data screen, through the bar.
        await page
          .getByRole("navigation", { name: common.mainNav })
          .getByRole("link", { name: common.nav.channels, exact: true })
          .click();
        await expect(heading).toHaveText(
          routeHeading(prefix, "/plus/channels"),
        );
        await expect(heading).toBeFocused();
        await expect(heading).toHaveAttribute("tabindex", "-1");

        // A change of the query alone leaves focus where it is.
        await waitForPageReady(page);
        const select = page.getByRole("combobox").first();
        await select.focus();
        await select.selectOption("core");
        await expect(select).toBeFocused();

        // To the other language, whose page is the same screen: focus stays
        // on the language link, as if the page had changed in place.
        await page
          .getByRole("link", { name: common.otherLanguage, exact: true })
          .click();
        await expect(heading).toHaveText(routeHeading("/es", "/plus/channels"));
        await expect(
          page.getByRole("banner").getByRole("link", {
            name: esCommon.otherLanguage,
            exact: true,
          }),
        ).toBeFocused();
        await expect(heading).not.toBeFocused();

        // By keyboard, to a page that ships no script.
        await page.goto(`${prefix}/plus`);
        await waitForHydration(page);
        await page
          .getByRole("navigation", { name: common.mainNav })
          .getByRole("link", { name: common.nav.signup, exact: true })
          .press("Enter");
        await expect(heading).toHaveText(routeHeading(prefix, "/plus/signup"));
        await expect(heading).toBeFocused();
      });

    if (!english)
      test(`${language.name}: a footer link followed far down a long page opens the new page at its top, its heading focused and in view below the bar`, async ({
        page,
      }) => {
        await page.setViewportSize({ width: 1280, height: 720 });
        await openWithData(page, `${prefix}/plus/compare`);
        const link = page
          .getByRole("contentinfo")
          .locator(`a[href="${prefix}/plus/accessibility"]`);
        await link.scrollIntoViewIfNeeded();
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
        await link.click();
        const heading = page.getByRole("heading", { level: 1 });
        await expect(heading).toHaveText(
          routeHeading(prefix, "/plus/accessibility"),
        );
        await expect(heading).toBeFocused();
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
        await expect(heading).toBeInViewport();
        const bar = await boxOf(page.getByRole("banner"));
        expect((await boxOf(heading)).y).toBeGreaterThanOrEqual(
          bar.y + bar.height,
        );
      });

    if (!english)
      test(`${language.name}: a link chosen in the menu at 375 px puts focus on the new heading`, async ({
        page,
      }) => {
        await page.setViewportSize({ width: 375, height: 740 });
        await page.goto(`${prefix}/plus`);
        await waitForHydration(page);
        await page.getByRole("button", { name: common.openMenu }).click();
        await page
          .getByRole("dialog")
          .getByRole("link", { name: common.nav.instructions, exact: true })
          .click();
        const heading = page.getByRole("heading", { level: 1 });
        await expect(heading).toHaveText(
          routeHeading(prefix, "/plus/instructions"),
        );
        await expect(heading).toBeFocused();
      });
  }
});

test.describe("Back to a page without scripts", () => {
  /** Chromium's headless shell keeps no page for Back: the page loads again, and its script puts focus back. */
  async function back(page: Page, path: string) {
    await page.goBack();
    await expect(page).toHaveURL(path);
    expect(
      await page.evaluate(
        () =>
          (
            performance.getEntriesByType(
              "navigation",
            )[0] as PerformanceNavigationTiming
          ).type,
      ),
      "Back loaded the page again",
    ).toBe("back_forward");
  }

  test("keeps the place, with focus drawn on the link followed, in view; after a link of the menu at 375 px, on the menu button", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto("/plus/faq");
    const link = page
      .getByRole("contentinfo")
      .locator('a[href="/plus/privacy"]');
    await link.focus();
    const place = await page.evaluate(() => window.scrollY);
    expect(place).toBeGreaterThan(0);
    await link.press("Enter");
    await expect(page).toHaveURL("/plus/privacy");
    await back(page, "/plus/faq");
    await expect(link).toBeFocused();
    expect(await link.evaluate((el) => el.matches(":focus-visible"))).toBe(
      true,
    );
    await expect(link).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(place);

    await page.setViewportSize({ width: 375, height: 740 });
    await page.evaluate(() => window.scrollTo(0, 600));
    const menuButton = page.getByRole("button", { name: enCommon.openMenu });
    await menuButton.click();
    await page
      .getByRole("dialog")
      .getByRole("link", { name: enCommon.nav.signup, exact: true })
      .press("Enter");
    await expect(page).toHaveURL("/plus/signup");
    await back(page, "/plus/faq");
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
  });
});

/** The heading of the page at `base` in the language of `prefix`. */
function routeHeading(prefix: string, base: string): string {
  const routes = prefix === "" ? ROUTES : SPANISH_ROUTES;
  const index = ROUTES.findIndex((route) => route.path === base);
  const heading = routes[index]?.heading;
  if (heading === undefined) throw new Error(`No route ${base}`);
  return heading;
}

test.describe("200 % text on a phone and a tablet", () => {
  for (const language of LANGUAGES) {
    const { prefix } = language;

    test(`${language.name}: at 768 px the Packages prices need no sideways scrolling`, async ({
      page,
    }) => {
      const [width, height] = [768, 1024];
      await page.setViewportSize({ width, height });
      await doubleTextSize(page);
      await openWithData(page, `${prefix}/plus`);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
      ).toBeLessThanOrEqual(width);
      const prices = page.getByRole("main").locator("td").filter({
        hasText: /\$\d/,
      });
      expect(await prices.count()).toBeGreaterThan(0);
      for (const price of await prices.all()) {
        const box = await boxOf(price);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
    });
  }
});

test.describe("status messages are said once", () => {
  for (const language of LANGUAGES) {
    const { prefix, compare, finder, finderAnswer, instructions } = language;

    test(`${language.name}: Compare says which package was hidden or shown again, and says when no package is chosen`, async ({
      page,
    }) => {
      await openWithData(page, `${prefix}/plus/compare`);
      const group = page.getByRole("group", { name: compare.toggles });
      const total = await group.getByRole("checkbox").count();
      const label = group.locator("label").first();
      const title = (await label.innerText()).trim();
      await label.getByRole("checkbox").uncheck();
      await expect(
        liveRegions(page, compare.toggled(title, false, total - 1, total)),
      ).toHaveCount(1);
      await label.getByRole("checkbox").check();
      await expect(
        liveRegions(page, compare.toggled(title, true, total, total)),
      ).toHaveCount(1);

      const toggles = group.getByRole("checkbox");
      for (const toggle of await toggles.all()) {
        if (await toggle.isChecked()) await toggle.uncheck();
      }
      await expect(liveRegions(page, compare.noColumns)).toHaveCount(1);
    });

    test(`${language.name}: Instructions says when the steps appear`, async ({
      page,
    }) => {
      const data = v.parse(instructionsFileSchema, fixture("instructions"));
      const [instruction] = data.instructions;
      const device = data.devices.find(
        (candidate) => candidate.name === instruction?.device,
      );
      const platform = device?.platforms.find(
        (candidate) => candidate.name === instruction?.platform,
      );
      if (!instruction || !device || !platform)
        throw new Error("The fixture has no instruction for a listed platform");
      await serveData(page, "instructions");
      await page.goto(`${prefix}/plus/instructions`);
      await waitForPageReady(page);
      const said = liveRegions(
        page,
        instructions.steps.shown(
          instruction.steps.length + 1,
          platform,
          device,
        ),
      );
      await expect(said).toHaveCount(0);
      await page
        .getByLabel(instructions.device.label)
        .selectOption(device.name);
      await page
        .getByLabel(instructions.platform.label)
        .selectOption(platform.name);
      await expect(said).toHaveCount(1);
    });

    test(`${language.name}: the Finder says the saving and a bill it cannot read, the saving again once typing pauses, and a copied link once, which then clears`, async ({
      page,
      context,
    }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      // Time runs as it does, but the test moves it on to clear the copied note.
      await page.clock.install();
      await openWithData(page, `${prefix}/plus/finder?ch=1&bill=154.51`);
      const saving = finderAnswer.saving.less("\u0000", "", "").split("\u0000");
      await expect(
        liveRegions(page, new RegExp(escapeRegExp(saving[0] ?? ""))),
      ).toHaveCount(1);

      const field = page.getByLabel(finder.bill.label);
      await field.fill("abc");
      await expect(
        liveRegions(page, finder.bill.invalid.format).first(),
      ).toBeAttached();
      await field.fill("");

      // Every text the live regions hold from here on.
      await page.evaluate(() => {
        const heard: string[] = [];
        const last = new WeakMap<Element, string>();
        Object.defineProperty(window, "heard", { value: heard });
        new MutationObserver(() => {
          for (const region of document.querySelectorAll(
            '[aria-live="polite"], [role="status"]',
          )) {
            const text = region.textContent?.trim() ?? "";
            if (text !== "" && last.get(region) !== text) heard.push(text);
            last.set(region, text);
          }
        }).observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
        });
      });
      const heard = async () =>
        page.evaluate(() => Reflect.get(window, "heard") as string[]);

      await field.pressSequentially("120", { delay: 60 });
      await expect(liveRegions(page, "$120.00")).toHaveCount(1);
      const bills = (await heard()).filter((text) => /\$1\d*\.00/.test(text));
      expect(bills, "only the whole bill is said").toHaveLength(1);
      expect(bills[0]).toContain("$120.00");

      const { copy, copied } = finderAnswer.next;
      await page.getByRole("button", { name: copy }).click();
      await expect(liveRegions(page, copied)).toHaveCount(1);
      // It clears itself, and the button reads as before.
      await page.clock.fastForward(10_000);
      await expect(liveRegions(page, copied)).toHaveCount(0);
      await expect(page.getByRole("button", { name: copy })).toBeVisible();
      // A later change of the answer does not say it again.
      await field.fill("50");
      await field.blur();
      await expect(liveRegions(page, "$50.00")).toHaveCount(1);
      expect((await heard()).filter((text) => text.includes(copied))).toEqual([
        copied,
      ]);
    });
  }
});
