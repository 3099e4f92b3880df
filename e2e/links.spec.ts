import { ROUTES, expect, test } from "./support/fixtures";
import { linksIn } from "./support/html";
import { answerOf, linkProblems } from "./support/links";

/** How far the crawl may go before it stops: far more pages than it reads. */
const MAX_PAGES = 100;

/**
 * The pages built per channel, per device platform and per package, by
 * language and kind. Their links are alike, so the crawl reads a few of
 * each kind; every one of them linked is still asked for, and must answer.
 */
const DATA_PAGE =
  /^\/(es\/)?plus\/(channels|instructions|packages)\/[^/]+(\/[^/]+)?$/;
const DATA_PAGES_READ = 3;

// Every link of every page as the server sends it, both languages, and of the
// pages they lead to. What a page with scripts adds once it has its data
// (Channels' channel pages, Compare's rows) is checked where every route is
// opened in the browser (every-route.spec.ts), with the same check.
test("every internal link of the pages' HTML answers 200 and every new-tab link is safe", async ({
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? "").origin;
  const toVisit = ROUTES.map(({ path }) => new URL(path, origin).href);
  const visited = new Set<string>();
  const queued = new Set(toVisit);
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
    const links = linksIn(await (await request.get(url)).text(), url);
    problems.push(...(await linkProblems(request, url, links)));
    for (const link of links) {
      const target = new URL(link.href);
      target.hash = "";
      if (target.origin !== origin || queued.has(target.href)) continue;
      queued.add(target.href);
      const { status, page } = await answerOf(request, target.href);
      if (status === 200 && page && toRead(target)) toVisit.push(target.href);
    }
  }

  console.log(`Link check: ${visited.size} pages crawled.`);
  expect(visited.size, "the crawl covered the site").toBeLessThan(MAX_PAGES);
  expect(problems).toEqual([]);
});
