import { describe, expect, it } from "vitest";

import { common as en } from "~/messages/en/common";
import { common as es } from "~/messages/es/common";
import { pathsFor } from "~/config/paths";

import { isCurrentPage, navItems } from "./nav";

const NAV_ITEMS = navItems(pathsFor("en"), en.nav);

describe("navItems", () => {
  // In the order of docs/decisions.md, "Routes and screens".
  it("lists the five screens of the bar in the product's order", () => {
    expect(NAV_ITEMS.map(({ label, to }) => ({ label, to }))).toEqual([
      { label: en.nav.packages, to: "/plus" },
      { label: en.nav.channels, to: "/plus/channels" },
      { label: en.nav.instructions, to: "/plus/instructions" },
      { label: en.nav.partners, to: "/plus/isps-mdus" },
      { label: en.nav.signup, to: "/plus/signup" },
    ]);
  });

  it("gives the Spanish bar its labels and the /es paths", () => {
    const items = navItems(pathsFor("es"), es.nav);
    expect(items.map(({ label, to }) => ({ label, to }))).toEqual([
      { label: es.nav.packages, to: "/es/plus" },
      { label: es.nav.channels, to: "/es/plus/channels" },
      { label: es.nav.instructions, to: "/es/plus/instructions" },
      { label: es.nav.partners, to: "/es/plus/isps-mdus" },
      { label: es.nav.signup, to: "/es/plus/signup" },
    ]);
  });

  it("has no duplicate targets or labels", () => {
    expect(new Set(NAV_ITEMS.map((item) => item.to)).size).toBe(
      NAV_ITEMS.length,
    );
    for (const words of [en, es]) {
      expect(new Set(Object.values(words.nav)).size).toBe(NAV_ITEMS.length);
    }
  });
});

describe("isCurrentPage", () => {
  it.each([
    ["/plus", "/plus", true],
    ["/plus/", "/plus", true],
    ["/plus/channels", "/plus", false],
    ["/plus/channels/", "/plus/channels", true],
    ["/plus/channelstest", "/plus/channels", false],
    ["/", "/plus", false],
  ])("%s is the page of %s: %s", (pathname, to, expected) => {
    expect(isCurrentPage(pathname, to)).toBe(expected);
  });
});
