import type { Page, Response } from "@playwright/test";

import { expect, test, waitForPageReady } from "./support/fixtures";

const FINDER = "/plus/finder";
// A link that names a channel, so that the finder's answer loads too.
const FINDER_ANSWER = "/plus/finder?ch=1";
// Text that only the finder's search for the cheapest packages holds.
const FINDER_CODE = "add-ons can be compared";
const OTHER_PAGES = [
  "/",
  "/plus",
  "/plus/channels",
  "/plus/instructions",
  "/plus/isps-mdus",
  "/plus/signup",
  "/plus/channelstest",
  "/plus/compare",
];

/** The JavaScript files a page fetches while it loads and starts. */
async function scriptsOf(
  page: Page,
  path: string,
): Promise<Map<string, string>> {
  const scripts = new Map<string, string>();
  const pending: Promise<void>[] = [];
  const listener = (response: Response) => {
    if (response.request().resourceType() !== "script") return;
    pending.push(
      response.text().then((text) => {
        scripts.set(new URL(response.url()).pathname, text);
      }),
    );
  };
  page.on("response", listener);
  await page.goto(path);
  // The scripts start after the first paint, which a busy machine can report
  // late, so the network may go quiet before them: wait for the page to run.
  await waitForPageReady(page);
  await page.waitForLoadState("networkidle");
  // A script can still arrive while the bodies are read; read it too, before
  // the next navigation makes its body unavailable.
  let read = 0;
  while (read < pending.length) {
    read = pending.length;
    await Promise.all(pending);
  }
  page.off("response", listener);
  return scripts;
}

test("the finder's answer loads on the finder's page only, once a channel is chosen", async ({
  page,
}) => {
  // Ten pages, each loaded until its network is quiet.
  test.setTimeout(120_000);
  const empty = await scriptsOf(page, FINDER);
  expect(
    [...empty].filter(([, code]) => code.includes(FINDER_CODE)),
    "the empty finder loads no answer",
  ).toEqual([]);
  const finder = await scriptsOf(page, FINDER_ANSWER);
  const finderOnly = new Map(finder);
  for (const path of OTHER_PAGES) {
    for (const file of (await scriptsOf(page, path)).keys()) {
      finderOnly.delete(file);
    }
  }
  const holders = [...finder]
    .filter(([, code]) => code.includes(FINDER_CODE))
    .map(([file]) => file);
  expect(holders).toHaveLength(1);
  expect([...finderOnly.keys()]).toEqual(expect.arrayContaining(holders));
});
