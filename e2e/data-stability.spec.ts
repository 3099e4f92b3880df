import type { Page } from "@playwright/test";

import { DATA_PATHS } from "../app/config/paths";
import { type DataName, fixture } from "./support/data";
import { expect, test, waitForPageReady } from "./support/fixtures";
import { layoutShifts, recordLayoutShifts } from "./support/layout-shifts";

/** How long the data files take to arrive: long enough for the spinner to paint. */
const DELAY_MS = 700;

const DATA_PAGES: { path: string; files: DataName[] }[] = [
  { path: "/plus", files: ["packages"] },
  { path: "/plus/channels", files: ["channels"] },
  { path: "/plus/instructions", files: ["instructions"] },
  { path: "/plus/finder", files: ["packages", "channels"] },
  { path: "/plus/compare", files: ["packages", "channels"] },
];

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Answers each data file after the delay: the test fixture, or the shipped file from the server. */
async function serveLate(page: Page, files: DataName[], shipped: boolean) {
  for (const name of files) {
    await page.route(DATA_PATHS[name], async (route) => {
      await delay(DELAY_MS);
      if (shipped) await route.continue();
      else
        await route.fulfill({
          contentType: "application/json",
          body: JSON.stringify(fixture(name)),
        });
    });
  }
}

/** Empty space between the last thing drawn in the page and the footer. */
function emptyAboveFooter(page: Page): Promise<number> {
  return page.evaluate(() => {
    const footer = document.querySelector("footer");
    const main = document.querySelector("main");
    if (!footer || !main) throw new Error("No main or footer");
    let bottom = main.getBoundingClientRect().top;
    const visit = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const drawn =
        element.children.length === 0 ||
        style.borderBottomWidth !== "0px" ||
        style.backgroundColor !== "rgba(0, 0, 0, 0)";
      if (box.height > 0 && drawn) bottom = Math.max(bottom, box.bottom);
      // What scrolls inside a box is measured by the box.
      if (style.overflowY !== "visible") return;
      for (const child of element.children) visit(child);
    };
    for (const child of main.children) visit(child);
    return footer.getBoundingClientRect().top - bottom;
  });
}

for (const shipped of [false, true]) {
  const data = shipped ? "the shipped data" : "the test fixtures";
  for (const width of [375, 1280]) {
    for (const { path, files } of DATA_PAGES) {
      // On the shipped data, at a desktop's width, the page ends near its content.
      const fills = shipped && width === 1280;
      const filled = fills
        ? ", and leaves at most 240 px empty above the footer"
        : "";
      test(`${path} does not shift when ${data} arrive after ${DELAY_MS} ms at ${width}px${filled}`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await serveLate(page, files, shipped);
        await recordLayoutShifts(page);
        await page.goto(path);
        await expect(
          page.getByRole("status", { name: /^Loading/ }),
        ).toBeVisible();
        await waitForPageReady(page);
        const list = await layoutShifts(page);
        const total = list.reduce((sum, shift) => sum + shift.value, 0);
        console.log(
          `CLS ${path} ${width} ${shipped ? "shipped" : "fixture"}: ${total.toFixed(5)}`,
        );
        expect(total, JSON.stringify(list)).toBeLessThan(0.001);
        if (fills) {
          const empty = await emptyAboveFooter(page);
          console.log(`EMPTY ${path}: ${Math.round(empty)}px`);
          expect(empty).toBeLessThanOrEqual(240);
        }
      });
    }
  }
}
