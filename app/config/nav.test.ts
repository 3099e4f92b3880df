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
      { label: "Packages", to: "/plus" },
      { label: "Channels", to: "/plus/channels" },
      { label: "Instructions", to: "/plus/instructions" },
      { label: "ISPs/MDUs", to: "/plus/isps-mdus" },
      { label: "Sign Up", to: "/plus/signup" },
    ]);
  });

  it("gives the Spanish bar its labels and the /es paths", () => {
    const items = navItems(pathsFor("es"), es.nav);
    expect(items.map(({ label, to }) => ({ label, to }))).toEqual([
      { label: "Paquetes", to: "/es/plus" },
      { label: "Canales", to: "/es/plus/channels" },
      { label: "Instrucciones", to: "/es/plus/instructions" },
      { label: "Empresas", to: "/es/plus/isps-mdus" },
      { label: "Regístrate", to: "/es/plus/signup" },
    ]);
  });

  it("has no duplicate targets", () => {
    expect(new Set(NAV_ITEMS.map((item) => item.to)).size).toBe(
      NAV_ITEMS.length,
    );
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
