import { createServer } from "node:http";
import path from "node:path";

import { test } from "@playwright/test";

import { ALL_ROUTES, waitForHydration } from "../../e2e/support/fixtures";
import { createSiteHandler } from "../../server/site-server.js";

const projectDir = path.resolve(import.meta.dirname, "../..");
const outDir = path.join(projectDir, "docs/screenshots");
const WIDTHS = [375, 1280] as const;
const HEIGHT = 800;

/** A sample of the pages built from the data, in both languages, beside every screen. */
const BUILT_PAGES = [
  "/plus/channels/espn",
  "/es/plus/channels/univision",
  "/plus/instructions/smart-tv/lg",
  "/es/plus/instructions/mobile/ios",
  "/plus/packages/hbo",
  "/es/plus/packages/essentials",
].map((routePath) => ({ path: routePath }));

/** File name of a route's screenshot: "/" is "home", "/plus/signup" is "plus-signup". */
function shotName(routePath: string, width: number): string {
  const slug =
    routePath === "/" ? "home" : routePath.slice(1).replace(/\//g, "-");
  return `${slug}-${width}.png`;
}

const server = createServer(
  createSiteHandler({ buildDir: path.join(projectDir, "build") }),
);
let origin = "";

test.beforeAll(async () => {
  // Port 0: the system picks a free one.
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") {
    throw new Error("The site server has no TCP port");
  }
  origin = `http://127.0.0.1:${address.port}`;
});

test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

for (const width of WIDTHS) {
  for (const route of [...ALL_ROUTES, ...BUILT_PAGES]) {
    test(`${route.path} at ${width}px`, async ({ browser }) => {
      const page = await browser.newPage({
        viewport: { width, height: HEIGHT },
        deviceScaleFactor: 1,
        reducedMotion: "reduce",
        // For the style below; the site's CSP would refuse it.
        bypassCSP: true,
      });
      await page.goto(origin + route.path, { waitUntil: "networkidle" });
      await waitForHydration(page);
      // Data screens show a spinner first; wait until none is left.
      await page
        .getByRole("status")
        .filter({ hasText: /loading|cargando/i })
        .waitFor({ state: "detached", timeout: 10_000 });
      // Compare draws a group of rows only when it scrolls into view
      // (content-visibility: auto), and a full-page picture scrolls nothing:
      // draw every group, as a visitor sees each one on reaching it.
      await page.addStyleTag({
        content: "tbody { content-visibility: visible !important; }",
      });
      await page.screenshot({
        path: path.join(outDir, shotName(route.path, width)),
        fullPage: true,
      });
      await page.close();
    });
  }
}
