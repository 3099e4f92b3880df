import type { APIRequestContext, Page } from "@playwright/test";

import type { FoundLink } from "./html";

/** What each internal URL answered, asked once per test worker. */
const answers = new Map<string, Promise<{ status: number; page: boolean }>>();

/** What an internal URL (no fragment) answers, without following a redirect. */
export function answerOf(
  request: APIRequestContext,
  url: string,
): Promise<{ status: number; page: boolean }> {
  let answer = answers.get(url);
  if (!answer) {
    answer = request.get(url, { maxRedirects: 0 }).then((response) => ({
      status: response.status(),
      page: (response.headers()["content-type"] ?? "").includes("text/html"),
    }));
    answers.set(url, answer);
  }
  return answer;
}

/** Every link of the page as the visitor has it now, scripts and data included. */
export function linksOnPage(page: Page): Promise<FoundLink[]> {
  return page.locator("a[href]").evaluateAll((anchors: HTMLAnchorElement[]) =>
    anchors.map((anchor) => ({
      href: anchor.href,
      target: anchor.getAttribute("target"),
      rel: anchor.getAttribute("rel"),
      text: anchor.textContent?.trim() ?? "",
    })),
  );
}

/**
 * What is wrong with the links of the page at `pageUrl`: a new-tab link
 * without rel="noopener noreferrer", an internal link that does not answer 200.
 */
export async function linkProblems(
  request: APIRequestContext,
  pageUrl: string,
  links: readonly FoundLink[],
): Promise<string[]> {
  const origin = new URL(pageUrl).origin;
  const problems: string[] = [];
  const internal = links.flatMap((link) => {
    const target = new URL(link.href);
    target.hash = "";
    return target.origin === origin ? [target.href] : [];
  });
  // Asked for together, read in the order of the links.
  for (const url of new Set(internal)) void answerOf(request, url);
  for (const link of links) {
    const where = `${new URL(pageUrl).pathname} → "${link.text}" (${link.href})`;
    if (link.target === "_blank") {
      const rel = new Set((link.rel ?? "").split(/\s+/));
      if (!rel.has("noopener") || !rel.has("noreferrer"))
        problems.push(
          `${where}: target="_blank" without rel="noopener noreferrer"`,
        );
    }
    const target = new URL(link.href);
    target.hash = "";
    if (target.origin !== origin) continue;
    const { status } = await answerOf(request, target.href);
    if (status !== 200) problems.push(`${where}: answered ${status}`);
  }
  return problems;
}
