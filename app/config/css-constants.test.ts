import { describe, expect, it } from "vitest";

import { CONSTANTS_CSS, resolveCustomMedia } from "./css-constants";

describe("resolveCustomMedia", () => {
  it("replaces custom media in @media preludes", () => {
    expect(
      resolveCustomMedia("@media (--small-screen) { a { color: red } }"),
    ).toBe("@media (max-width: 767.98px) { a { color: red } }");
    expect(resolveCustomMedia("@media print, (--wide-screen) {}")).toBe(
      "@media print, (min-width: 768px) {}",
    );
  });

  it("sizes the bar's breakpoints in em, so they follow the text size", () => {
    expect(resolveCustomMedia("@media (--menu-bar) {}")).toBe(
      "@media (max-width: 59.99em) {}",
    );
    expect(resolveCustomMedia("@media (--wide-bar) {}")).toBe(
      "@media (min-width: 60em) {}",
    );
    expect(resolveCustomMedia("@media (--tall-screen) {}")).toBe(
      "@media (min-height: 20em) {}",
    );
  });

  it("leaves var() references alone", () => {
    const css =
      "a { color: var(--color-text); inline-size: calc(var(--drawer-width)) }";
    expect(resolveCustomMedia(css)).toBe(css);
  });

  it("rejects an unknown custom media name", () => {
    expect(() => resolveCustomMedia("@media (--tablet) {}")).toThrow(
      "Unknown custom media (--tablet)",
    );
  });
});

describe("CONSTANTS_CSS", () => {
  it("declares the drawer and logo sizes from the constants", () => {
    expect(CONSTANTS_CSS).toContain("--drawer-width: 50vw;");
    expect(CONSTANTS_CSS).toContain("--drawer-z-index: 99999;");
    expect(CONSTANTS_CSS).toContain("--logo-height: 40px;");
    expect(CONSTANTS_CSS).toContain("--logo-height-small: 30px;");
  });
});
