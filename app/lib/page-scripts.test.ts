import type { UIMatch } from "react-router";
import { describe, expect, it } from "vitest";

import {
  HYDRATE,
  HYDRATE_WHEN_NOT_FOUND,
  asksForScripts,
  shouldHydrate,
} from "./page-scripts";

const match = (handle: unknown, data: unknown = undefined): UIMatch => ({
  id: "route",
  pathname: "/",
  params: {},
  data,
  loaderData: data,
  handle,
});

describe("asksForScripts", () => {
  it.each([
    [HYDRATE, true],
    [{ hydrate: true, other: 1 }, true],
    [{ hydrate: false }, false],
    [{ hydrate: "yes" }, false],
    [undefined, false],
    [null, false],
    ["hydrate", false],
  ])("%j → %s", (handle, expected) => {
    expect(asksForScripts(handle, { any: "data" })).toBe(expected);
  });

  it.each([
    [null, true],
    [undefined, false],
    [{ facts: {} }, false],
  ])("a page built from data with %j → %s", (data, expected) => {
    expect(asksForScripts(HYDRATE_WHEN_NOT_FOUND, data)).toBe(expected);
  });
});

describe("shouldHydrate", () => {
  it("is true when any matched route asks", () => {
    expect(shouldHydrate([match(undefined), match(HYDRATE)])).toBe(true);
  });

  it("is true when a page built from data is its not-found screen", () => {
    expect(
      shouldHydrate([match(undefined), match(HYDRATE_WHEN_NOT_FOUND, null)]),
    ).toBe(true);
    expect(
      shouldHydrate([match(undefined), match(HYDRATE_WHEN_NOT_FOUND, {})]),
    ).toBe(false);
  });

  it("is false when none asks", () => {
    expect(shouldHydrate([match(undefined), match({})])).toBe(false);
  });
  expect(shouldHydrate([])).toBe(false);
});
