import { expectNoAxeViolations } from "./support/axe";
import {
  NOT_FOUND_PATH,
  SPANISH_NOT_FOUND_PATH,
  expect,
  test,
  waitForHydration,
} from "./support/fixtures";
import { watchPolicy } from "./support/policy";
import { CATALOGUES } from "./support/catalogues";
import { LOCALES, WORDS, pathIn } from "./support/words";

// The frame every page shares. Each route's bar, footer and language link
// are checked on its one load in every-route.spec.ts; here, what the frame
// does when the visitor acts, in both languages.

test.describe("shared layout", () => {
  test("content starts below the fixed bar", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/plus/signup");
    // One load, looked at in each width: the layout follows the window.
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const bar = await page.getByRole("banner").boundingBox();
      const heading = await page
        .getByRole("heading", { level: 1 })
        .boundingBox();
      expect(bar && heading && heading.y >= bar.y + bar.height).toBe(true);
    }
  });

  test("the logo links home and is 40px high, 30px on small screens", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/plus");
    const home = page.getByRole("link", { name: WORDS.en.homeLink });
    await expect(home).toHaveAttribute("href", "/");
    expect((await home.getByRole("img").boundingBox())?.height).toBe(40);

    await page.setViewportSize({ width: 375, height: 800 });
    expect((await home.getByRole("img").boundingBox())?.height).toBe(30);

    await waitForHydration(page);
    await home.click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      CATALOGUES.en.common.tagline,
    );
  });

  test("the footer shows the visitor's year even when the page was built in another", async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date("2031-06-01T12:00:00Z"));
    await page.goto("/plus");
    await expect(page.getByRole("contentinfo")).toContainText("© 2031");
  });
});

for (const locale of LOCALES) {
  const words = WORDS[locale];
  const { menu } = words;
  const labels = words.nav.items.map((item) => item.label);
  const [, channels] = words.nav.items;
  if (!channels) throw new Error("The nav has no Channels link");

  test.describe(`drawer at 375px (${locale})`, () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test(`opens with the five links (${labels.join(", ")}), and a chosen link navigates and closes it`, async ({
      page,
    }) => {
      await page.goto(pathIn(locale, "/plus"));
      await waitForHydration(page);
      await expect(
        page
          .getByRole("navigation", { name: words.nav.name })
          .getByRole("link", { name: channels.label }),
      ).toBeHidden();

      const menuButton = page.getByRole("button", { name: menu.open });
      await menuButton.click();
      const drawer = page.getByRole("dialog", { name: menu.dialog });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole("link")).toHaveText(labels);
      await drawer.evaluate((el) =>
        Promise.all(el.getAnimations().map((animation) => animation.finished)),
      );
      const box = await drawer.boundingBox();
      expect(box?.width).toBeCloseTo(375 / 2, 0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeCloseTo(375, 0);
      expect(await drawer.evaluate((el) => getComputedStyle(el).zIndex)).toBe(
        "99999",
      );

      await drawer.getByRole("link", { name: channels.label }).click();
      await expect(page).toHaveURL(channels.to);
      await expect(drawer).toBeHidden();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        CATALOGUES[locale].channels.title,
      );
    });

    // Sign Up ships no script: its buttons' invoker commands open the drawer as a modal.
    test("on a page without scripts: axe finds nothing with it open, the close button closes it and focus returns to the menu button, and a link in it leads to its page, all under the policy", async ({
      page,
    }) => {
      const problems = await watchPolicy(page);
      await page.goto(pathIn(locale, "/plus/signup"));
      await waitForHydration(page);
      const menuButton = page.getByRole("button", { name: menu.open });
      await menuButton.click();
      const drawer = page.getByRole("dialog", { name: menu.dialog });
      await drawer.waitFor();
      await expect(
        page.getByRole("button", { name: menu.close }),
      ).toBeFocused();
      // One drawer serves every page; the page behind it is inert while it is open.
      await expectNoAxeViolations(
        page,
        `${pathIn(locale, "/plus/signup")} at 375px, drawer open`,
      );
      await page.getByRole("button", { name: menu.close }).click();
      await expect(drawer).toBeHidden();
      await expect(menuButton).toBeFocused();

      await menuButton.click();
      await expect(drawer).toBeVisible();
      await drawer.getByRole("link", { name: channels.label }).click();
      await expect(page).toHaveURL(channels.to);
      await expect(drawer).toBeHidden();
      expect(problems).toEqual([]);
    });
  });
}

test.describe("drawer at 375px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("Escape closes it, and focus stays inside while open", async ({
    page,
  }) => {
    // Hydrated, the drawer is a modal dialog, which keeps focus inside.
    await page.goto("/plus");
    await waitForHydration(page);
    const menuButton = page.getByRole("button", { name: WORDS.en.menu.open });
    await menuButton.focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: WORDS.en.menu.dialog });
    await expect(drawer).toBeVisible();

    // Tab through more stops than the drawer has; focus never leaves it.
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press("Tab");
      expect(
        await drawer.evaluate((el) => el.contains(document.activeElement)),
      ).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});

/**
 * Unknown paths of each language: the server answers them with its
 * not-found page. axe reads the first of each at both widths.
 */
const UNKNOWN_PATHS = {
  en: [NOT_FOUND_PATH, "/x", "/plus/x", "/plus/channels/x/y"],
  es: [SPANISH_NOT_FOUND_PATH, "/es/x", "/es/plus/a/b"],
} as const;

for (const locale of LOCALES) {
  const { notFound, nav } = WORDS[locale];

  test.describe(`not found (${locale})`, () => {
    test.use({ viewport: { width: 375, height: 800 } });

    for (const [index, path] of UNKNOWN_PATHS[locale].entries()) {
      const axe = index === 0;
      test(`${path} answers 404 with the error screen in its language: the status and its text once each, one plain sentence and the ways on, the router's words in the console only; hydrates under the policy${axe ? "; axe finds nothing at 375 and 1280px" : ""}`, async ({
        page,
        consoleErrors,
      }) => {
        const problems = await watchPolicy(page);
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await waitForHydration(page);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          notFound.heading,
        );
        const main = page.getByRole("main");
        // The large status is drawn once; the heading says it to screen readers.
        const statuses = main.getByText("404", { exact: true });
        await expect(statuses.first()).toBeVisible();
        expect(
          await statuses.evaluateAll(
            (all) =>
              all.filter((element) => !element.closest(".visually-hidden"))
                .length,
          ),
        ).toBe(1);
        const shown = await main.innerText();
        expect(shown.split(notFound.statusText).length - 1).toBe(1);
        await expect(main.getByText(notFound.sentence)).toBeVisible();
        const links = main.getByRole("link");
        await expect(links).toHaveText(notFound.links.map(([label]) => label));
        expect(
          await links.evaluateAll((all) =>
            all.map((link) => link.getAttribute("href")),
          ),
        ).toEqual(notFound.links.map(([, to]) => to));
        const logged = notFound.logged(path);
        expect(shown).not.toContain(logged);
        expect(shown).not.toMatch(/No route matches|Ninguna ruta coincide/);
        expect(consoleErrors.join("\n")).toContain(logged);
        expect(problems).toEqual([]);
        // Expected: the screen logs the 404, and the browser reports the 404
        // status of the page itself. Nothing else may be logged.
        const expected = [logged, "the server responded with a status of 404"];
        expect(
          consoleErrors.filter(
            (text) => !expected.some((part) => text.includes(part)),
          ),
        ).toEqual([]);

        if (!axe) return;
        await expectNoAxeViolations(
          page,
          `the not-found screen at ${path}, 375px`,
        );
        await page.setViewportSize({ width: 1280, height: 800 });
        await expectNoAxeViolations(
          page,
          `the not-found screen at ${path}, 1280px`,
        );
      });
    }
  });

  test.describe(`not found, reached in the browser (${locale})`, () => {
    test("a link to an unknown page shows the error screen without a reload", async ({
      page,
      consoleErrors,
    }) => {
      const missing = pathIn(locale, "/plus/missing");
      await page.goto(pathIn(locale, "/plus"));
      await waitForHydration(page);
      await page.evaluate((to) => {
        window.history.pushState({}, "", to);
        window.dispatchEvent(new PopStateEvent("popstate"));
      }, missing);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        notFound.heading,
      );
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(
        page.getByRole("navigation", { name: nav.name }),
      ).toBeAttached();
      await expect(page.getByText(notFound.sentence)).toBeVisible();
      expect(consoleErrors.join("\n")).toContain(notFound.logged(missing));
    });
  });
}
