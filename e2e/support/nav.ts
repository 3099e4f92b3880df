import { type Page, expect } from "@playwright/test";

import { navItems } from "../../app/config/nav";
import { pathsFor } from "../../app/config/paths";
import { common as en } from "../../app/messages/en/common";
import { common as es } from "../../app/messages/es/common";

/** The five links of the bar on the English pages. */
export const NAV_ITEMS = navItems(pathsFor("en"), en.nav);

/** The same links on the Spanish pages. */
export const SPANISH_NAV_ITEMS = navItems(pathsFor("es"), es.nav);

/**
 * The bar on `path`: absent on the language's Home (docs/decisions.md, "Routes and screens"); elsewhere
 * visible, with each of `items` linking to its page and only the current
 * page's link marked as current.
 */
export async function expectBar(
  page: Page,
  path: string,
  language: {
    home: string;
    navName: string;
    items: readonly { label: string; to: string }[];
  },
) {
  const bar = page.getByRole("banner");
  if (path === language.home) {
    await expect(bar).toHaveCount(0);
    return;
  }
  await expect(bar).toBeVisible();
  const nav = page.getByRole("navigation", { name: language.navName });
  for (const item of language.items) {
    const link = nav.getByRole("link", { name: item.label, exact: true });
    await expect(link).toHaveAttribute("href", item.to);
    if (item.to === path) {
      await expect(link).toHaveAttribute("aria-current", "page");
    } else {
      await expect(link).not.toHaveAttribute("aria-current");
    }
  }
}
