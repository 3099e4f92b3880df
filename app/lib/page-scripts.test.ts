import { describe, expect, it } from "vitest";

import { PAGE_LIST, notFoundRouteId, routeId } from "~/config/pages";
import { LOCALES } from "~/i18n/locale";

import { asksForScripts, isNotFoundPage, shouldHydrate } from "./page-scripts";

const match = (id: string, data: unknown = undefined) => ({ id, data });

describe("asksForScripts", () => {
  it.each([
    [true, { any: "data" }, true],
    [false, { any: "data" }, false],
    [undefined, null, false],
    ["when-not-found", null, true],
    ["when-not-found", undefined, false],
    ["when-not-found", { facts: {} }, false],
  ] as const)("%j with %j → %s", (scripts, data, expected) => {
    expect(asksForScripts(scripts, data)).toBe(expected);
  });
});

describe("shouldHydrate", () => {
  it.each(LOCALES)(
    "follows the page registry for every page in %s",
    (locale) => {
      for (const page of PAGE_LIST) {
        const frame = [match("root"), match(`${locale}/common`)];
        expect(
          shouldHydrate([...frame, match(routeId(locale, page.key), {})]),
        ).toBe(page.scripts === true);
        expect(
          shouldHydrate([...frame, match(routeId(locale, page.key), null)]),
        ).toBe(page.scripts !== false);
      }
    },
  );

  it("is true on the not-found screen, which logs its error", () => {
    for (const locale of LOCALES) {
      expect(shouldHydrate([match(notFoundRouteId(locale))])).toBe(true);
    }
  });

  it("is false for routes that are not pages", () => {
    expect(shouldHydrate([match("root"), match("changes-feed")])).toBe(false);
    expect(shouldHydrate([])).toBe(false);
  });
});

describe("isNotFoundPage", () => {
  it.each(LOCALES)(
    "is true on the not-found screens in %s, and on no page",
    (locale) => {
      const frame = [match("root"), match(`${locale}/common`)];
      expect(isNotFoundPage([...frame, match(notFoundRouteId(locale))])).toBe(
        true,
      );
      for (const page of PAGE_LIST) {
        const id = routeId(locale, page.key);
        expect(isNotFoundPage([...frame, match(id, {})])).toBe(false);
        expect(isNotFoundPage([...frame, match(id, null)])).toBe(
          page.scripts === "when-not-found",
        );
      }
    },
  );
});
