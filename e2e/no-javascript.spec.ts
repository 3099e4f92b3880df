import {
  DATA_SCREEN_PATHS,
  type DataScreenPath,
  ROUTES,
  expect,
  test,
  waitForHydration,
} from "./support/fixtures";
import { CATALOGUES } from "./support/catalogues";
import { LOCALES, type Locale, WORDS, pathIn } from "./support/words";

const { menu: EN_MENU } = WORDS.en;
const EN = CATALOGUES.en;

// What is painted before the scripts run works without them: the menu is a
// modal the buttons open and close through invoker commands (`commandfor`),
// or in an engine without them a popover, through `popovertarget`.
for (const locale of LOCALES) {
  const { menu, nav } = WORDS[locale];

  test.describe(`the drawer with JavaScript off at 375px (${locale})`, () => {
    test.use({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 740 },
    });

    test("the menu button opens it with the five links; Escape and the close button close it", async ({
      page,
    }) => {
      await page.goto(pathIn(locale, "/plus/signup"));
      const menuButton = page.getByRole("button", { name: menu.open });
      const drawer = page.getByRole("dialog", { name: menu.dialog });
      await expect(drawer).toBeHidden();

      await menuButton.click();
      await expect(drawer).toBeVisible();
      await expect(
        drawer.getByRole("button", { name: menu.close }),
      ).toBeFocused();
      // It slides in from the right edge: where it comes to rest is what counts.
      await expect
        .poll(async () => {
          const box = await drawer.boundingBox();
          return (
            box && [
              Math.round(box.width * 2) / 2,
              Math.round(box.x + box.width),
            ]
          );
        })
        .toEqual([375 / 2, 375]);
      const links = drawer.getByRole("link");
      await expect(links).toHaveText(nav.items.map((item) => item.label));
      for (const link of await links.all()) await expect(link).toBeVisible();

      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
      await expect(menuButton).toBeFocused();

      await menuButton.click();
      await expect(drawer).toBeVisible();
      await drawer.getByRole("button", { name: menu.close }).click();
      await expect(drawer).toBeHidden();
    });
  });
}

test.describe("the drawer with JavaScript off at 375px", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

  test("every page with the bar has a menu that opens, and a link in it opens its page", async ({
    page,
  }) => {
    for (const { path } of ROUTES.filter(({ path }) => path !== "/")) {
      await page.goto(path);
      await page.getByRole("button", { name: EN_MENU.open }).click();
      await expect(
        page.getByRole("dialog", { name: EN_MENU.dialog }),
        `${path}: the menu opens`,
      ).toBeVisible();
    }
    // From the last page's menu, the link to Channels.
    await page
      .getByRole("dialog", { name: EN_MENU.dialog })
      .getByRole("link", { name: EN.common.nav.channels })
      .click();
    await expect(page).toHaveURL("/plus/channels");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      EN.channels.title,
    );
    await expect(
      page.getByRole("dialog", { name: EN_MENU.dialog }),
    ).toBeHidden();
  });
});

test.describe("the drawer opened before the page hydrates", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("stays open through hydration, then a chosen link navigates and closes it", async ({
    page,
  }) => {
    // Hold the scripts back until the menu is open, as a slow phone does.
    let holding = true;
    const held: (() => Promise<void>)[] = [];
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      if (holding) held.push(() => route.continue());
      else await route.continue();
    });
    await page.goto("/plus", { waitUntil: "commit" });
    await page.getByRole("button", { name: EN_MENU.open }).click();
    const drawer = page.getByRole("dialog", { name: EN_MENU.dialog });
    await expect(drawer).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.dataset.hydrated),
      "opened before hydration",
    ).toBeUndefined();

    holding = false;
    await Promise.all(held.map((release) => release()));
    await waitForHydration(page);
    await expect(drawer).toBeVisible();

    await drawer.getByRole("link", { name: EN.common.nav.channels }).click();
    await expect(page).toHaveURL("/plus/channels");
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      EN.channels.title,
    );
  });
});

// A data screen's list comes from a data file the scripts load; without them
// the screen says so in place of a spinner that would never stop.

/** What each screen's note says its list holds, in `locale`: each page's catalogue. */
const whatOf = (locale: Locale): Record<DataScreenPath, string> => {
  const words = CATALOGUES[locale];
  return {
    "/plus": words.packages.what,
    "/plus/channels": words.channels.what,
    "/plus/channelstest": words.channels.what,
    "/plus/instructions": words.instructions.what,
    "/plus/finder": words.finder.what,
    "/plus/compare": words.compare.what,
  };
};
const WHAT: Record<Locale, Record<DataScreenPath, string>> = {
  en: whatOf("en"),
  es: whatOf("es"),
};

test.describe("the data screens with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of LOCALES) {
    test(`each (${locale}) says in its language that its list needs JavaScript, with no spinner`, async ({
      page,
    }) => {
      for (const screen of DATA_SCREEN_PATHS) {
        const path = pathIn(locale, screen);
        await page.goto(path);
        await expect(
          page.getByRole("heading", { level: 1 }),
          path,
        ).toBeVisible();
        await expect(
          page.getByText(WORDS[locale].data.noScript(WHAT[locale][screen])),
          path,
        ).toBeVisible();
        await expect(page.getByRole("status"), path).toBeHidden();
      }
    });
  }
});
