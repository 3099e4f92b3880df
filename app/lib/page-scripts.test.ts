import type { UIMatch } from "react-router";
import { describe, expect, it } from "vitest";

import { HYDRATE, asksForScripts, shouldHydrate } from "./page-scripts";

const match = (handle: unknown): UIMatch => ({
  id: "route",
  pathname: "/",
  params: {},
  data: undefined,
  loaderData: undefined,
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
    expect(asksForScripts(handle)).toBe(expected);
  });
});

describe("shouldHydrate", () => {
  it("is true when any matched route asks", () => {
    expect(shouldHydrate([match(undefined), match(HYDRATE)])).toBe(true);
  });

  it("is false when none asks", () => {
    expect(shouldHydrate([match(undefined), match({})])).toBe(false);
  });
  expect(shouldHydrate([])).toBe(false);
});
