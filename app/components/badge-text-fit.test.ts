import { describe, expect, it } from "vitest";

import { site } from "~/config/site";

import { estimateEm, fitText } from "./badge-text-fit";

describe("fitText", () => {
  it("keeps short text at the largest size", () => {
    const fitted = fitText("Roku", 136, 19, true);
    expect(fitted.fontSize).toBe(19);
    expect(fitted.textLength).toBeCloseTo(estimateEm("Roku", true) * 19, 1);
  });

  it("shrinks long text to the box", () => {
    const fitted = fitText("Samsung Smart TV", 136, 19, true);
    expect(fitted.fontSize).toBeLessThan(19);
    expect(fitted.textLength).toBeLessThanOrEqual(136);
  });

  it("treats empty text as nothing to fit", () => {
    expect(fitText("", 136, 19)).toEqual({ fontSize: 19, textLength: 0 });
  });

  it("fits every store label and kicker of the site config", () => {
    for (const store of site.stores) {
      expect(
        fitText(store.label, 136, 19, true).textLength,
      ).toBeLessThanOrEqual(136);
      expect(fitText(store.kicker, 136, 11).textLength).toBeLessThanOrEqual(
        136,
      );
    }
  });

  it("counts capitals and wide letters wider than narrow ones", () => {
    expect(estimateEm("MW")).toBeGreaterThan(estimateEm("il"));
    expect(estimateEm("A", true)).toBeGreaterThan(estimateEm("a", true));
  });
});
