import { readFileSync } from "node:fs";

import type { Page, Route } from "@playwright/test";

import { PACKAGE_BITS, type PackageKey } from "../../app/config/constants";
import { DATA_PATHS } from "../../app/config/paths";

/**
 * Serves the data files to a page from fixtures, by request interception,
 * so that browser tests do not depend on the shipped content.
 */

export type DataName = keyof typeof DATA_PATHS;

/** A fixture file from e2e/fixtures, as parsed JSON. */
export function fixture(name: DataName): unknown {
  return JSON.parse(
    readFileSync(new URL(`../fixtures/${name}.json`, import.meta.url), "utf8"),
  );
}

/** One answer to a data request. */
export interface DataAnswer {
  /** Body as JSON (an object) or as raw text (a string). */
  body?: unknown;
  status?: number;
  /** Abort the request, as a lost connection does. */
  networkError?: boolean;
  /** The answer waits until this settles. */
  wait?: Promise<unknown>;
}

export interface DataRoute {
  /** How many requests the page made for the file. */
  count(): number;
  /** The HTTP methods of those requests. */
  methods(): string[];
}

/**
 * Answers the page's requests for a data file: the first request gets the
 * first answer, and so on; the last answer repeats. Without answers, the
 * fixture is served.
 */
export async function serveData(
  page: Page,
  name: DataName,
  ...answers: DataAnswer[]
): Promise<DataRoute> {
  const queue = answers.length > 0 ? answers : [{ body: fixture(name) }];
  const methods: string[] = [];
  await page.route(DATA_PATHS[name], async (route: Route) => {
    const answer = queue[Math.min(methods.length, queue.length - 1)] ?? {};
    methods.push(route.request().method());
    await answer.wait;
    if (answer.networkError) {
      await route.abort("internetdisconnected");
      return;
    }
    await route.fulfill({
      status: answer.status ?? 200,
      contentType: "application/json",
      body:
        typeof answer.body === "string"
          ? answer.body
          : JSON.stringify(answer.body ?? null),
    });
  });
  return { count: () => methods.length, methods: () => [...methods] };
}

/** A promise the test settles when it wants, e.g. to hold a response back. */
export function gate(): { promise: Promise<void>; open: () => void } {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

/** The fixture channels file with `count` extra channels, named "{prefix} 1…n", in package `key` only. */
export function channelsWithLineup(
  key: PackageKey,
  count: number,
  prefix = "Lineup",
): unknown {
  const base = fixture("channels");
  if (typeof base !== "object" || base === null || !("packages" in base)) {
    throw new Error("The channels fixture has no packages list");
  }
  return {
    packages: base.packages,
    channels: Array.from({ length: count }, (_, index) => ({
      id: index + 1,
      channelName: `${prefix} ${index + 1}`,
      binary: PACKAGE_BITS[key],
    })),
  };
}

/**
 * The site's icon belongs to the brand artwork, not to these screens; answer
 * its request so a missing icon does not show up as a console error here.
 */
export async function answerIconRequest(page: Page): Promise<void> {
  await page.route("/favicon.ico", (route) =>
    route.fulfill({ status: 204, body: "" }),
  );
}

/** The fixture channels file with `extra` channels appended. */
export function channelsWith(
  ...extra: { id: number; channelName: string; binary: number }[]
): unknown {
  const base = fixture("channels");
  if (typeof base !== "object" || base === null || !("channels" in base)) {
    throw new Error("The channels fixture has no channels list");
  }
  const channels = Array.isArray(base.channels) ? base.channels : [];
  return { ...base, channels: [...channels, ...extra] };
}

/**
 * Holds the page's requests for each data file until `release` is called,
 * then answers them with the fixture or, with `shipped`, with the file the
 * server ships: the data arrive late, once the test has seen the page wait.
 */
export async function serveLate(
  page: Page,
  files: readonly DataName[],
  shipped: boolean,
): Promise<{ release: () => void }> {
  const held = gate();
  for (const name of files) {
    await page.route(DATA_PATHS[name], async (route) => {
      await held.promise;
      if (shipped) await route.continue();
      else
        await route.fulfill({
          contentType: "application/json",
          body: JSON.stringify(fixture(name)),
        });
    });
  }
  return { release: held.open };
}
