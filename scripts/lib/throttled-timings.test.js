// @ts-check
import { describe, expect, it } from "vitest";

import { gapOf } from "./throttled-timings.js";

describe("gapOf", () => {
  it("is the time from hydration to the data within one load", () => {
    expect(gapOf({ fcp: 500, lcp: 600, interactive: 1600, data: 1690 })).toBe(
      90,
    );
  });

  it("is null on a page without scripts or without data", () => {
    expect(gapOf({ fcp: 500, lcp: 600, interactive: null, data: null })).toBe(
      null,
    );
    expect(gapOf({ fcp: 500, lcp: 600, interactive: 1600, data: null })).toBe(
      null,
    );
  });
});
