import { ROUTES, expect, test, waitForHydration } from "./support/fixtures";
import { expectBar } from "./support/nav";

const NAV = [
  { label: "Packages", to: "/plus" },
  { label: "Channels", to: "/plus/channels" },
  { label: "Instructions", to: "/plus/instructions" },
  { label: "ISPs/MDUs", to: "/plus/isps-mdus" },
  { label: "Sign Up", to: "/plus/signup" },
];

test.describe("shared layout", () => {
  for (const { path, heading } of ROUTES) {
    test(`${path}: the bar (absent on / only) links to every page with only the right one active, the footer holds the current year, the statements and the address, the language link leads to the Spanish twin, and the page logs no error`, async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await waitForHydration(page);
      // The spec's own labels, not the site's catalogue.
      await expectBar(page, path, { home: "/", navName: "Main", items: NAV });

      const footer = page.getByRole("contentinfo");
      await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
      await expect(footer).toContainText("registered trademarks");
      await expect(footer).toContainText("All content is officially licensed.");
      await expect(footer).toContainText(
        "Package channels may change without notice.",
      );
      await expect(footer.locator("address")).toContainText("Philadelphia, PA");

      // The language link leads to the same page in Spanish, named in Spanish.
      const toSpanish = page.getByRole("link", {
        name: "Español",
        exact: true,
      });
      await expect(toSpanish).toHaveAttribute(
        "href",
        path === "/" ? "/es" : `/es${path}`,
      );
      await expect(toSpanish).toHaveAttribute("hreflang", "es");
      await expect(toSpanish).toHaveAttribute("lang", "es");
      expect(consoleErrors).toEqual([]);
    });
  }

  test("content starts below the fixed bar", async ({ page }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/plus/signup");
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
    const home = page.getByRole("link", { name: "Keystone TV home" });
    await expect(home).toHaveAttribute("href", "/");
    expect((await home.getByRole("img").boundingBox())?.height).toBe(40);

    await page.setViewportSize({ width: 375, height: 800 });
    expect((await home.getByRole("img").boundingBox())?.height).toBe(30);

    await waitForHydration(page);
    await home.click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "A Traditional Television Experience",
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

test.describe("drawer at 375px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("opens with the five links, and a chosen link navigates and closes it", async ({
    page,
  }) => {
    await page.goto("/plus");
    await waitForHydration(page);
    await expect(
      page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "Channels" }),
    ).toBeHidden();

    const menuButton = page.getByRole("button", { name: "Open menu" });
    await menuButton.click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("link")).toHaveText(
      NAV.map((item) => item.label),
    );
    await drawer.evaluate((el) =>
      Promise.all(el.getAnimations().map((animation) => animation.finished)),
    );
    const box = await drawer.boundingBox();
    expect(box?.width).toBeCloseTo(375 / 2, 0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeCloseTo(375, 0);
    expect(await drawer.evaluate((el) => getComputedStyle(el).zIndex)).toBe(
      "99999",
    );

    await drawer.getByRole("link", { name: "Channels" }).click();
    await expect(page).toHaveURL("/plus/channels");
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Channels",
    );
  });

  test("the close button closes it and focus returns to the menu button", async ({
    page,
  }) => {
    await page.goto("/plus/signup");
    await waitForHydration(page);
    const menuButton = page.getByRole("button", { name: "Open menu" });
    await menuButton.click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(
      page.getByRole("button", { name: "Close menu" }),
    ).toBeFocused();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test("Escape closes it, and focus stays inside while open", async ({
    page,
  }) => {
    // Hydrated, the drawer is a modal dialog, which keeps focus inside.
    await page.goto("/plus");
    await waitForHydration(page);
    const menuButton = page.getByRole("button", { name: "Open menu" });
    await menuButton.focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Menu" });
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

test.describe("not found", () => {
  for (const path of ["/x", "/plus/x", "/plus/channels/x/y"]) {
    test(`${path} answers 404 with the error screen and logs it`, async ({
      page,
      consoleErrors,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "404 Not Found",
      );
      await expect(
        page.getByText(`No route matches URL "${path}"`),
      ).toBeVisible();
      expect(
        consoleErrors.some((message) =>
          message.includes(`No route matches URL "${path}"`),
        ),
      ).toBe(true);
    });
  }

  test("a link to an unknown page shows the error screen without a reload", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/plus");
    await waitForHydration(page);
    await page.evaluate(() => {
      window.history.pushState({}, "", "/plus/missing");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "404 Not Found",
    );
    await expect(page.getByRole("banner")).toBeVisible();
    expect(consoleErrors.join("\n")).toContain(
      'No route matches URL "/plus/missing"',
    );
  });
});
