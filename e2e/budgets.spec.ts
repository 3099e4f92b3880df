import { gzipSync } from "node:zlib";

import { type Browser } from "@playwright/test";

import { parse, type DefaultTreeAdapterTypes } from "parse5";

import {
  BUDGETS,
  BUDGET_LABELS,
  BUDGET_NAMES,
  type BudgetName,
  type PageScripts,
  kB,
  overBudget,
  scriptFreeProblems,
} from "./support/budgets";
import {
  ALL_ROUTES,
  expect,
  isScriptFree,
  test,
  waitForHydration,
} from "./support/fixtures";

interface Loaded {
  url: string;
  type: string;
  status: number;
  body: Buffer;
}

const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/g;

const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).byteLength;

/** Script types that run; anything else, such as JSON-LD, is a data block. */
const RUNNABLE_TYPES = new Set(["", "module", "text/javascript"]);

/** The UTF-8 size of each inline script of a page that runs, read as the browser parses it. */
function inlineScriptSizes(html: string): number[] {
  const sizes: number[] = [];
  const visit = (node: DefaultTreeAdapterTypes.ParentNode) => {
    for (const child of node.childNodes) {
      if (!("tagName" in child)) continue;
      const attribute = (name: string) =>
        child.attrs.find((attr) => attr.name === name)?.value;
      if (
        child.tagName === "script" &&
        attribute("src") === undefined &&
        RUNNABLE_TYPES.has((attribute("type") ?? "").toLowerCase())
      ) {
        const text = child.childNodes
          .map((text) => ("value" in text ? text.value : ""))
          .join("");
        sizes.push(Buffer.byteLength(text));
      }
      visit(child);
    }
  };
  visit(parse(html));
  return sizes;
}

/**
 * Loads a route in a fresh browser context (a cold cache), waits until it has
 * hydrated and the network is quiet, and returns what came over the wire.
 */
async function coldLoad(browser: Browser, baseURL: string, path: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const uncaught: string[] = [];
  page.on("pageerror", (error) => uncaught.push(String(error)));
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  const responses = new Map<string, Omit<Loaded, "body">>();
  const finished: string[] = [];
  let transfer = 0;
  cdp.on("Network.responseReceived", ({ requestId, response, type }) => {
    responses.set(requestId, {
      url: response.url,
      type,
      status: response.status,
    });
  });
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
    transfer += encodedDataLength;
    finished.push(requestId);
  });
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  const loaded: Loaded[] = [];
  for (const requestId of finished) {
    const response = responses.get(requestId);
    if (!response) continue;
    const { body, base64Encoded } = await cdp.send("Network.getResponseBody", {
      requestId,
    });
    loaded.push({
      ...response,
      body: Buffer.from(body, base64Encoded ? "base64" : "utf8"),
    });
  }
  await context.close();
  expect(uncaught, `uncaught errors on ${path}`).toEqual([]);
  return { loaded, transfer };
}

interface RouteSizes {
  path: string;
  sizes: Record<BudgetName, number>;
  files: number;
  scripts: PageScripts;
}

/** Measures every route once; the tests below read the same figures. */
let measured:
  Promise<{ rows: RouteSizes[]; failedRequests: string[] }> | undefined;

async function measureRoutes(browser: Browser, baseURL: string) {
  const rows: RouteSizes[] = [];
  const failedRequests: string[] = [];
  for (const { path } of ALL_ROUTES) {
    const { loaded, transfer } = await coldLoad(browser, baseURL, path);
    failedRequests.push(
      ...loaded
        .filter((item) => item.status >= 400)
        .map((item) => `${path}: ${item.url} answered ${item.status}`),
    );
    const gzipOf = (type: string) =>
      loaded
        .filter((item) => item.type === type)
        .reduce((sum, item) => sum + gzipSize(item.body), 0);
    // The page's CSS arrives inside its HTML; stylesheet files count too.
    const inlineCssGzip = loaded
      .filter((item) => item.type === "Document")
      .flatMap((item) => [...item.body.toString("utf8").matchAll(INLINE_STYLE)])
      .reduce((sum, [, css = ""]) => sum + gzipSize(Buffer.from(css)), 0);
    const html = loaded.find((item) => item.type === "Document");
    rows.push({
      path,
      files: loaded.length,
      scripts: {
        files: loaded.filter((item) => item.type === "Script").length,
        inlineBytes: inlineScriptSizes(html?.body.toString("utf8") ?? ""),
      },
      sizes: {
        firstLoadJsGzip: gzipOf("Script"),
        cssGzip: gzipOf("Stylesheet") + inlineCssGzip,
        htmlGzip: gzipOf("Document"),
        totalTransfer: transfer,
      },
    });
  }
  printTable(rows);
  return { rows, failedRequests };
}

function printTable(rows: RouteSizes[]) {
  const columns = BUDGET_NAMES;
  const width = Math.max(...rows.map((row) => row.path.length)) + 1;
  const table = [
    [
      "Route".padEnd(width),
      ...columns.map((name) => BUDGET_LABELS[name].padStart(22)),
      "files".padStart(6),
    ].join(" "),
    [
      "budget".padEnd(width),
      ...columns.map((name) => `≤ ${kB(BUDGETS[name])}`.padStart(22)),
      "".padStart(6),
    ].join(" "),
    ...rows.map(({ path, sizes, files }) =>
      [
        path.padEnd(width),
        ...columns.map((name) => kB(sizes[name]).padStart(22)),
        String(files).padStart(6),
      ].join(" "),
    ),
  ].join("\n");
  console.log(
    `\nSize budgets (cold load in Chromium; gzip at level 9; CSS = inline <style> + stylesheet files)\n${table}\n`,
  );
}

function measurement() {
  if (!measured) throw new Error("The routes are measured in beforeAll");
  return measured;
}

test.describe("size budgets", () => {
  // Both tests read one measurement of the routes.
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async ({ browser }, testInfo) => {
    // Every route of both languages, each on a cold cache.
    testInfo.setTimeout(240_000);
    measured ??= measureRoutes(browser, String(testInfo.project.use.baseURL));
    await measured;
  });

  test("CSS, HTML and total transfer stay within budget on every route, with no failed request", async () => {
    const { rows, failedRequests } = await measurement();
    expect([
      ...failedRequests,
      ...rows.flatMap(({ path, sizes }) =>
        overBudget(path, sizes, ["cssGzip", "htmlGzip", "totalTransfer"]),
      ),
    ]).toEqual([]);
  });

  test("the pages that need no script load no script file and at most one small inline script", async () => {
    const { rows } = await measurement();
    const scriptFree = rows.filter(({ path }) => isScriptFree(path));
    expect(scriptFree.length).toBeGreaterThan(0);
    expect(
      scriptFree.flatMap(({ path, scripts }) =>
        scriptFreeProblems(path, scripts),
      ),
    ).toEqual([]);
    for (const { sizes } of scriptFree) expect(sizes.firstLoadJsGzip).toBe(0);
  });

  test("first-load JS stays within budget on every route", async () => {
    const { rows } = await measurement();
    expect(
      rows.flatMap(({ path, sizes }) =>
        overBudget(path, sizes, ["firstLoadJsGzip"]),
      ),
    ).toEqual([]);
  });
});
