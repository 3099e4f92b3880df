import { type Page } from "@playwright/test";

import { CATALOGUES } from "./support/catalogues";
import { serveData } from "./support/data";
import {
  ROUTES,
  expect,
  test,
  waitForHydration,
  waitForPageReady,
} from "./support/fixtures";

const EN = CATALOGUES.en;

/** Presses Tab until `name` has focus, at most `limit` times; the path a keyboard user takes. */
async function tabTo(page: Page, name: string, limit = 10): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(
      () => document.activeElement?.textContent?.trim() ?? "",
    );
    if (focused === name) return;
  }
  throw new Error(`"${name}" not reached in ${limit} presses of Tab`);
}

test.describe("the drawer by keyboard alone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("reach, open, move, choose a link, and Escape", async ({ page }) => {
    await page.goto("/plus/signup");
    await waitForHydration(page);
    const menuButton = page.getByRole("button", { name: EN.common.openMenu });
    const drawer = page.getByRole("dialog", { name: EN.common.menu });

    await tabTo(page, EN.common.openMenu);
    await expect(menuButton).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(drawer).toBeVisible();
    await expect(
      page.getByRole("button", { name: EN.common.closeMenu }),
    ).toBeFocused();

    await page.keyboard.press("Tab");
    await expect(
      drawer.getByRole("link", { name: EN.common.nav.packages }),
    ).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(
      drawer.getByRole("link", { name: EN.common.nav.instructions }),
    ).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(
      drawer.getByRole("link", { name: EN.common.nav.channels }),
    ).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/plus/instructions");
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      EN.instructions.title,
    );

    await menuButton.press("Enter");
    await expect(drawer).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});

// HTML's invoker commands open the drawer as a modal without script, where
// the engine has them (Chromium here; Firefox and WebKit in engines/).
for (const javaScriptEnabled of [true, false]) {
  test.describe(`the drawer on a page without scripts, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ viewport: { width: 375, height: 740 }, javaScriptEnabled });

    test(`opens as a modal dialog that Tab never leaves${javaScriptEnabled ? ", and that the accessibility tree holds as modal with the page behind out of reach" : ""}; Escape and the close button give focus back to the menu button`, async ({
      page,
    }) => {
      await page.goto("/plus/faq");
      await page.waitForLoadState("load");
      const menuButton = page.getByRole("button", { name: EN.common.openMenu });
      const drawer = page.getByRole("dialog", { name: EN.common.menu });
      const closeButton = drawer.getByRole("button", {
        name: EN.common.closeMenu,
      });
      const outside = page.locator(":focus:not(dialog, dialog *)");
      const inside = page.locator("dialog :focus");

      await menuButton.focus();
      await page.keyboard.press("Enter");
      await expect(drawer).toBeVisible();
      await expect(page.locator("dialog:modal")).toHaveCount(1);
      await expect(closeButton).toBeFocused();

      if (javaScriptEnabled) {
        const cdp = await page.context().newCDPSession(page);
        const { nodes } = await cdp.send("Accessibility.getFullAXTree");
        const dialog = nodes.find((node) => node.role?.value === "dialog");
        expect(
          dialog?.properties?.find((property) => property.name === "modal")
            ?.value.value,
        ).toBe(true);
        // The page behind is left out of the tree while the drawer is open.
        expect(
          nodes.some((node) =>
            node.ignoredReasons?.some(
              (reason) => reason.name === "activeModalDialog",
            ),
          ),
        ).toBe(true);
      }

      // Twice round the drawer: focus stays in it, or with the browser's own controls.
      const stops = await drawer.locator("a[href], button").count();
      let insideStops = 0;
      for (let press = 0; press < 2 * stops + 2; press += 1) {
        await page.keyboard.press("Tab");
        await expect(outside).toHaveCount(0);
        insideStops += await inside.count();
      }
      expect(insideStops).toBeGreaterThanOrEqual(2 * stops);

      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
      await expect(menuButton).toBeFocused();

      await page.keyboard.press("Enter");
      await expect(closeButton).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(drawer).toBeHidden();
      await expect(menuButton).toBeFocused();
    });
  });
}

test.describe("visible focus", () => {
  // Each route is loaded once and walked at both widths: the layout follows
  // the width of the window, not the width it was loaded at. Two tests, half
  // the routes each.
  const half = Math.ceil(ROUTES.length / 2);
  for (const routes of [ROUTES.slice(0, half), ROUTES.slice(half)]) {
    test(`every stop of the Tab order shows a focus ring at 375px and 1280px, ${routes[0]?.path} to ${routes.at(-1)?.path}`, async ({
      page,
    }) => {
      // Every Tab stop of every route, one key press each: give it the time.
      test.slow();
      // The data screens show the fixtures: a row of the shipped lineup takes
      // focus as a fixture's row does, and 250 of them add nothing but presses.
      await serveData(page, "packages");
      await serveData(page, "channels");
      await serveData(page, "instructions");
      for (const { path } of routes) {
        await page.setViewportSize({ width: 375, height: 800 });
        await page.goto(path);
        await waitForPageReady(page);
        // After each press of Tab (on its keyup, once focus has moved) the
        // page notes what has focus and whether it draws a ring: one round
        // trip per key press, not two.
        await page.evaluate(() => {
          const stops: ({ ring: boolean; what: string } | null)[] = [];
          Object.defineProperty(window, "tabStops", { value: stops });
          window.addEventListener(
            "keyup",
            (event) => {
              if (event.key !== "Tab") return;
              const el = document.activeElement;
              if (!(el instanceof HTMLElement) || el === document.body) {
                stops.push(null);
                return;
              }
              const style = getComputedStyle(el);
              stops.push({
                ring:
                  (style.outlineStyle !== "none" &&
                    parseFloat(style.outlineWidth) > 0) ||
                  style.boxShadow !== "none",
                what: `${el.tagName} "${el.textContent?.trim()}"`,
              });
            },
            { capture: true },
          );
        });
        for (const width of [375, 1280]) {
          const where = `${path} at ${width}px`;
          await page.setViewportSize({ width, height: 800 });
          // Tab starts again from the top of the page, as on a fresh load.
          const stops = await page.evaluate(() => {
            (Reflect.get(window, "tabStops") as unknown[]).length = 0;
            document.body.tabIndex = -1;
            document.body.focus();
            window.scrollTo(0, 0);
            return [
              ...document.querySelectorAll<HTMLElement>(
                "a[href], button, select, input, textarea, summary, [tabindex]",
              ),
            ].filter(
              (el) =>
                el.tabIndex >= 0 &&
                !el.matches(":disabled") &&
                el.checkVisibility({ visibilityProperty: true }) &&
                !el.closest("[inert], dialog:not([open])"),
            ).length;
          });
          expect(stops, `${where} has something to Tab to`).toBeGreaterThan(0);
          for (let stop = 0; stop < stops; stop += 1) {
            await page.keyboard.press("Tab");
          }
          const focused = await page.evaluate(
            () =>
              Reflect.get(window, "tabStops") as ({
                ring: boolean;
                what: string;
              } | null)[],
          );
          expect(focused, `${where}: one note per press of Tab`).toHaveLength(
            stops,
          );
          for (const [stop, focus] of focused.entries()) {
            expect(
              focus,
              `${where}: Tab stop ${stop + 1} has focus`,
            ).not.toBeNull();
            expect(
              focus?.ring,
              `${where}: ${focus?.what} shows where focus is`,
            ).toBe(true);
          }
        }
      }
    });
  }
});

test.describe("reduced motion", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  /** Longest animation or transition of the open drawer and its contents, in ms. */
  async function drawerMotionMs(page: Page): Promise<number> {
    const drawer = page.getByRole("dialog", { name: EN.common.menu });
    await expect(drawer).toBeVisible();
    return drawer.evaluate((el) => {
      const toMs = (value: string) =>
        Math.max(
          ...value
            .split(",")
            .map((part) =>
              part.trim().endsWith("ms")
                ? parseFloat(part)
                : parseFloat(part) * 1000,
            ),
        );
      return Math.max(
        ...[el, ...el.querySelectorAll("*")].map((node) => {
          const style = getComputedStyle(node);
          const animated = style.animationName !== "none";
          return Math.max(
            animated ? toMs(style.animationDuration) : 0,
            toMs(style.transitionDuration),
          );
        }),
      );
    });
  }

  test("the drawer slides in by default; Space opens it too and the close button closes it", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/plus");
    await waitForHydration(page);
    await tabTo(page, EN.common.openMenu);
    await page.keyboard.press("Space");
    expect(await drawerMotionMs(page)).toBeGreaterThan(50);
    const drawer = page.getByRole("dialog", { name: EN.common.menu });
    await page.keyboard.press("Enter");
    await expect(drawer).toBeHidden();
    await expect(
      page.getByRole("button", { name: EN.common.openMenu }),
    ).toBeFocused();
  });

  test("prefers-reduced-motion stops the animation", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/plus");
    await waitForHydration(page);
    await page.getByRole("button", { name: EN.common.openMenu }).click();
    expect(await drawerMotionMs(page)).toBeLessThanOrEqual(1);
  });
});
