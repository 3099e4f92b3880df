import { describe, expect, it } from "vitest";

import { chunk } from "./chunk";

describe("chunk", () => {
  it("cuts items into runs of the size, the last run holding the rest", () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });

  it("gives no runs for no items", () => {
    expect(chunk([], 3)).toEqual([]);
  });

  it("gives one run when the items fit in one", () => {
    expect(chunk(["a", "b"], 16)).toEqual([["a", "b"]]);
  });

  it("refuses a size that is not a whole number of 1 or more", () => {
    expect(() => chunk([1], 0)).toThrow(RangeError);
    expect(() => chunk([1], 1.5)).toThrow(RangeError);
  });
});
