import type { APIResponse, Page } from "@playwright/test";

import { ROUTES, expect, test, waitForPageReady } from "./support/fixtures";
import { type FoundLink, linksIn } from "./support/html";

/** How far the crawl may go before it stops: far more pages than it reads. */
const MAX_PAGES = 100;

/**
 * The pages built per channel and per device platform, by language and
 * kind. Their links are alike, so the crawl reads a few of each kind; every
 * one of them is still asked for, and must answer.
 */
const DATA_PAGE = /^\/(es\/)?plus\/(channels|instructions)\/[^/]+(\/[^/]+)?$/;
const DATA_PAGES_READ = 3;

/** The links of the page at `url` once it has hydrated and any data file is in. */
async function linksInBrowser(page: Page, url: string): Promise<FoundLink[]> {
  await page.goto(url);
  await waitForPageReady(page);
  return page.locator("a[href]").evaluateAll((anchors: HTMLAnchorElement[]) =>
    anchors.map((anchor) => ({
      href: anchor.href,
      target: anchor.getAttribute("target"),
      rel: anchor.getAttribute("rel"),
      text: anchor.textContent?.trim() ?? "",
    })),
  );
}

// Every link of every page, as the visitor sees it after the page has loaded.
// A page that ships no script shows the links of its HTML as the server sent
// them; a page with scripts is opened in the browser.
test("every internal link answers 200 and every new-tab link is safe", async ({
  page,
  request,
  baseURL,
}) => {
  // Both languages: each page links to its twin.
  test.setTimeout(300_000);
  const origin = new URL(baseURL ?? "").origin;
  const toVisit = ROUTES.map(({ path }) => new URL(path, origin).href);
  const visited = new Set<string>();
  const statuses = new Map<string, number>();
  const problems: string[] = [];
  const dataPagesRead = new Map<string, number>();
  const toRead = (target: URL) => {
    const kind = DATA_PAGE.exec(target.pathname);
    if (!kind) return true;
    const key = `${kind[1] ?? ""}${kind[2]}`;
    const read = dataPagesRead.get(key) ?? 0;
    dataPagesRead.set(key, read + 1);
    return read < DATA_PAGES_READ;
  };

  while (toVisit.length > 0 && visited.size < MAX_PAGES) {
    const url = toVisit.shift() ?? "";
    if (visited.has(url)) continue;
    visited.add(url);
    const html = await (await request.get(url)).text();
    const links: FoundLink[] = /<script[^>]* type="module"/.test(html)
      ? await linksInBrowser(page, url)
      : linksIn(html, url);
    // The page's new internal URLs are asked for together; what they
    // answer is then read in the order of the links.
    const answers = new Map<string, Promise<APIResponse>>();
    for (const link of links) {
      const target = new URL(link.href);
      target.hash = "";
      if (
        target.origin === origin &&
        !statuses.has(target.href) &&
        !answers.has(target.href)
      )
        answers.set(target.href, request.get(target.href, { maxRedirects: 0 }));
    }
    for (const link of links) {
      const where = `${new URL(url).pathname} → "${link.text}" (${link.href})`;
      if (link.target === "_blank") {
        const rel = new Set((link.rel ?? "").split(/\s+/));
        if (!rel.has("noopener") || !rel.has("noreferrer")) {
          problems.push(
            `${where}: target="_blank" without rel="noopener noreferrer"`,
          );
        }
      }
      const target = new URL(link.href);
      if (target.origin !== origin) continue;
      target.hash = "";
      const answer = answers.get(target.href);
      if (answer && !statuses.has(target.href)) {
        const response = await answer;
        statuses.set(target.href, response.status());
        const isPage = (response.headers()["content-type"] ?? "").includes(
          "text/html",
        );
        if (response.status() === 200 && isPage && toRead(target)) {
          toVisit.push(target.href);
        }
      }
      if (statuses.get(target.href) !== 200) {
        problems.push(`${where}: answered ${statuses.get(target.href)}`);
      }
    }
  }

  console.log(
    `Link check: ${visited.size} pages crawled, ${statuses.size} internal URLs checked.`,
  );
  expect(visited.size, "the crawl covered the site").toBeLessThan(MAX_PAGES);
  expect(problems).toEqual([]);
});
