import { ROUTES, expect, test, waitForPageReady } from "./support/fixtures";

/** How far the crawl may go before it stops: far more pages than the site has. */
const MAX_PAGES = 100;

interface FoundLink {
  href: string;
  target: string | null;
  rel: string | null;
  text: string;
}

// Every link of every page, as the visitor sees it after the page has loaded.
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

  while (toVisit.length > 0 && visited.size < MAX_PAGES) {
    const url = toVisit.shift() ?? "";
    if (visited.has(url)) continue;
    visited.add(url);
    await page.goto(url);
    // Hydrated, with any data file in: every link the visitor can see is there.
    await waitForPageReady(page);
    const links = await page
      .locator("a[href]")
      .evaluateAll((anchors: HTMLAnchorElement[]) =>
        anchors.map((anchor) => ({
          href: anchor.href,
          target: anchor.getAttribute("target"),
          rel: anchor.getAttribute("rel"),
          text: anchor.textContent?.trim() ?? "",
        })),
      );
    for (const link of links satisfies FoundLink[]) {
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
      if (!statuses.has(target.href)) {
        const response = await request.get(target.href, { maxRedirects: 0 });
        statuses.set(target.href, response.status());
        const isPage = (response.headers()["content-type"] ?? "").includes(
          "text/html",
        );
        if (response.status() === 200 && isPage) toVisit.push(target.href);
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
