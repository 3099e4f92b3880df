import { DATA_PATHS } from "../app/config/paths";
import { localizedPath } from "../app/i18n/locale";

import {
  expect,
  test,
  waitForHydration,
  waitForPageReady,
} from "./support/fixtures";
import { DATA_SCREEN_PATHS, type DataScreenPath } from "./support/routes";

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

/** The data files each data screen reads, in both languages. */
const FILES_OF: Record<DataScreenPath, readonly string[]> = {
  "/plus": [DATA_PATHS.packages, DATA_PATHS.channels],
  "/plus/channels": [DATA_PATHS.channels],
  "/plus/channelstest": [DATA_PATHS.channels],
  "/plus/instructions": [DATA_PATHS.instructions],
  "/plus/finder": [DATA_PATHS.packages, DATA_PATHS.channels],
  "/plus/compare": [DATA_PATHS.packages, DATA_PATHS.channels],
};

// Each data screen's HTML preloads its files, so their requests start with
// the page rather than once its scripts have run, and the screen's own fetch
// takes the preloaded response: one request per file.
test.describe("the data screens' preloads", () => {
  for (const path of DATA_SCREEN_PATHS) {
    for (const shown of [path, localizedPath(path, "es")]) {
      test(`${shown} asks for each of its files once, before any script has run`, async ({
        page,
      }) => {
        const requested: string[] = [];
        page.on("request", (request) => {
          const { pathname } = new URL(request.url());
          if (pathname.startsWith("/json/")) requested.push(pathname);
        });
        await page.goto(shown);
        await waitForPageReady(page);
        await page.waitForLoadState("networkidle");
        expect(requested.toSorted()).toEqual(FILES_OF[path].toSorted());

        const timings = await page.evaluate(() => {
          const [navigation] = performance.getEntriesByType("navigation");
          return {
            // Module scripts run only once the document has been parsed.
            parsed:
              navigation instanceof PerformanceNavigationTiming
                ? navigation.domInteractive
                : NaN,
            files: performance
              .getEntriesByType("resource")
              .filter((entry) =>
                new URL(entry.name).pathname.startsWith("/json/"),
              )
              .map((entry) => ({
                path: new URL(entry.name).pathname,
                start: entry.startTime,
              })),
          };
        });
        expect(timings.files.map((file) => file.path).toSorted()).toEqual(
          FILES_OF[path].toSorted(),
        );
        for (const file of timings.files) {
          expect(file.start, file.path).toBeLessThan(timings.parsed);
        }
      });
    }
  }
});
