import type { Page } from "@playwright/test";

import { DATA_PATHS } from "../app/config/paths";
import { ROUTER_START_MARK } from "../app/lib/router-start";

import {
  expect,
  test,
  waitForHydration,
  waitForPageReady,
} from "./support/fixtures";
import { DATA_SCREEN_PATHS } from "./support/routes";

// The routes' loaders share one request per data file for the whole visit:
// changing the package, moving between the screens and going back fetch
// nothing more.
test("a visit fetches each data file once", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/json/")) requested.push(pathname);
  });

  await page.goto("/plus/channels");
  await waitForHydration(page);
  const select = page.getByLabel("Select your package");
  await expect(select).toBeVisible();
  await select.selectOption("latino");
  await expect(page).toHaveURL(/\?pkg=latino$/);
  await select.selectOption("core");
  await expect(page).toHaveURL(/\?pkg=core$/);

  const bar = page.getByRole("navigation", { name: "Main" });
  await bar.getByRole("link", { name: "Packages" }).click();
  await expect(page.getByRole("table").first()).toBeVisible();
  await page
    .getByRole("main")
    .getByRole("link", { name: "Compare Packages" })
    .click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Compare Packages" }),
  ).toBeVisible();
  await expect(page.getByRole("table")).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Packages");
  await expect(page.getByRole("table").first()).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Channels");
  await expect(select).toHaveValue("core");

  expect(requested.toSorted()).toEqual(
    [DATA_PATHS.channels, DATA_PATHS.packages].toSorted(),
  );
});

/** How many times the page has set the router-start mark. */
const routerStarts = (page: Page) =>
  page.evaluate(
    (name) => performance.getEntriesByName(name, "mark").length,
    ROUTER_START_MARK,
  );

// app/lib/router-start.ts moves the router's start out of the commit that ends
// hydration on the pages with loaders. It marks the moment; without the mark,
// the framework no longer starts the router the way that file expects.
test.describe("the router's start", () => {
  for (const path of DATA_SCREEN_PATHS) {
    test(`${path} starts its router in a task of its own`, async ({ page }) => {
      await page.goto(path);
      await waitForPageReady(page);
      expect(await routerStarts(page)).toBe(1);
    });
  }

  test("a page without loaders starts its router as it renders", async ({
    page,
  }) => {
    await page.goto("/plus/faq");
    await waitForHydration(page);
    expect(await routerStarts(page)).toBe(0);
  });
});
