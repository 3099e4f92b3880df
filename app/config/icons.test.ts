import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { site } from "./site";
import { APP_ICON_PATH, ICON_LINKS, THEME_COLOR } from "./icons";

const root = path.resolve(import.meta.dirname, "../..");
const publicFile = (href: string) => path.join(root, "public", href);

describe("icons and theme colour", () => {
  it("links only files that exist in public/", () => {
    for (const link of ICON_LINKS) {
      expect(existsSync(publicFile(link.href)), link.href).toBe(true);
    }
    expect(existsSync(publicFile(APP_ICON_PATH))).toBe(true);
  });

  it("uses the page background of tokens.css as the theme colour", () => {
    const tokens = readFileSync(
      path.join(root, "app/styles/tokens.css"),
      "utf8",
    );
    expect(tokens).toMatch(new RegExp(`--color-bg: ${THEME_COLOR};`));
  });

  it("gives the web manifest the site's name, colours and existing icons", () => {
    const manifest: unknown = JSON.parse(
      readFileSync(publicFile("site.webmanifest"), "utf8"),
    );
    expect(manifest).toMatchObject({
      name: site.name,
      theme_color: THEME_COLOR,
      background_color: THEME_COLOR,
      start_url: "/",
    });
    const icons =
      typeof manifest === "object" && manifest !== null && "icons" in manifest
        ? manifest.icons
        : undefined;
    expect(Array.isArray(icons) && icons.length > 0).toBe(true);
    for (const icon of Array.isArray(icons) ? icons : []) {
      expect(existsSync(publicFile(String(icon.src))), String(icon.src)).toBe(
        true,
      );
    }
  });
});
