import { DATA_PATHS } from "../app/config/paths";

import { CATALOGUES } from "./support/catalogues";
import { expect, test, waitForHydration } from "./support/fixtures";

const EN = CATALOGUES.en;

// The data screens share one request per data file for the whole visit:
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
  const select = page.getByLabel(EN.channels.select.label);
  await expect(select).toBeVisible();
  await select.selectOption("latino");
  await expect(page).toHaveURL(/\?pkg=latino$/);
  await select.selectOption("core");
  await expect(page).toHaveURL(/\?pkg=core$/);

  const bar = page.getByRole("navigation", { name: EN.common.mainNav });
  await bar.getByRole("link", { name: EN.common.nav.packages }).click();
  await expect(page.getByRole("table").first()).toBeVisible();
  await page
    .getByRole("main")
    .getByRole("link", { name: EN.compare.title })
    .click();
  await expect(
    page.getByRole("heading", { level: 1, name: EN.compare.title }),
  ).toBeVisible();
  await expect(page.getByRole("table")).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    EN.packages.title,
  );
  await expect(page.getByRole("table").first()).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    EN.channels.title,
  );
  await expect(select).toHaveValue("core");

  expect(requested.toSorted()).toEqual(
    [DATA_PATHS.channels, DATA_PATHS.packages].toSorted(),
  );
});
