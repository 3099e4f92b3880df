import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";

import routes from "../routes";
import { LOCALES, localizedPath } from "../i18n/locale";

import { CHANGES_FEED_PATH } from "./paths";
import { PAGE_LIST, notFoundRouteId, routeId } from "./pages";

const APP = path.join(process.cwd(), "app");

/** Every entry of the route table, at any depth. */
function flatten(entries: readonly RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
}

const table = flatten(routes);
/** The routes that render a page or a file at a path, and not the layouts and catalogues above them. */
const routed = table.filter((entry) => entry.path !== undefined);

describe("the page registry", () => {
  it("mounts every route module of app/routes/", () => {
    const mounted = new Set(table.map((entry) => entry.file));
    const modules = readdirSync(path.join(APP, "routes")).filter(
      (file) => /\.tsx?$/.test(file) && !file.includes(".test."),
    );
    expect(modules.length).toBeGreaterThan(0);
    for (const file of modules) {
      expect(
        mounted,
        `app/routes/${file} is in no route: add it to app/config/pages.ts`,
      ).toContain(`routes/${file}`);
    }
  });

  it("is every route of the table but the not-found screens and the feed", () => {
    const pages = LOCALES.flatMap((locale) =>
      PAGE_LIST.map((page) => ({
        id: routeId(locale, page.key),
        path: localizedPath(page.path, locale),
        file: `routes/${page.module}`,
      })),
    );
    const others = [
      ...LOCALES.map((locale) => notFoundRouteId(locale)),
      "changes-feed",
    ];
    expect(
      routed
        .filter((entry) => !others.includes(entry.id ?? ""))
        .map(({ id, path: routePath, file }) => ({
          id,
          path: routePath,
          file,
        })),
    ).toEqual(pages);
    expect(routed.find((entry) => entry.id === "changes-feed")?.path).toBe(
      CHANGES_FEED_PATH,
    );
  });

  it("names a route module and both catalogues that exist for every page", () => {
    for (const page of PAGE_LIST) {
      expect(
        existsSync(path.join(APP, "routes", page.module)),
        page.module,
      ).toBe(true);
      for (const locale of LOCALES) {
        const catalogue = path.join("messages", locale, `${page.words}.tsx`);
        expect(existsSync(path.join(APP, catalogue)), catalogue).toBe(true);
      }
    }
  });

  it("gives each page its own path", () => {
    const paths = PAGE_LIST.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
