import { type Page, expect } from "@playwright/test";

import { FOOTER_PAGES } from "../../app/config/pages";
import { site } from "../../app/config/site";
import { WORDS, localeOf, pathIn, twinOf } from "./words";

/**
 * The bar on `path`: absent on the language's Home (docs/decisions.md);
 * elsewhere visible, with each link of the language's nav leading to its
 * page, only the current page's link marked as current, and the logo
 * leading to the language's Home. Read at a desktop's width, where the
 * bar shows its links.
 */
export async function expectBar(page: Page, path: string): Promise<void> {
  const words = WORDS[localeOf(path)];
  const bar = page.getByRole("banner");
  if (path === words.home) {
    await expect(bar).toHaveCount(0);
    return;
  }
  await expect(bar).toBeVisible();
  const nav = page.getByRole("navigation", { name: words.nav.name });
  for (const item of words.nav.items) {
    const link = nav.getByRole("link", { name: item.label, exact: true });
    await expect(link).toHaveAttribute("href", item.to);
    if (item.to === path) {
      await expect(link).toHaveAttribute("aria-current", "page");
    } else {
      await expect(link).not.toHaveAttribute("aria-current");
    }
  }
  await expect(
    page.getByRole("link", { name: words.homeLink }),
  ).toHaveAttribute("href", words.home);
}

/** The footer on `path`: the visitor's year, the statements, the address and the links of the page registry. */
export async function expectFooter(page: Page, path: string): Promise<void> {
  const locale = localeOf(path);
  const words = WORDS[locale];
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await expect(footer).toContainText(words.footer.trademarks);
  await expect(footer).toContainText(words.footer.licensed);
  await expect(footer.locator("address")).toContainText(
    `${site.address.locality}, ${site.address.region}`,
  );
  await expect(
    footer.getByRole("link", { name: words.footer.faq }),
  ).toHaveAttribute("href", pathIn(locale, "/plus/faq"));
  // Every page the registry puts in the footer, in its order, and no other.
  const links = footer
    .getByRole("navigation", { name: words.footer.nav })
    .getByRole("link");
  await expect(links).toHaveText(
    FOOTER_PAGES.map(({ label }) => label[locale]),
  );
  for (const [index, { path: pagePath }] of FOOTER_PAGES.entries()) {
    await expect(links.nth(index)).toHaveAttribute(
      "href",
      pathIn(locale, pagePath),
    );
  }
}

/**
 * The link to the same page in the other language, named in that language
 * and marked as such, leading to `path`'s twin with the query kept.
 */
export async function expectLanguageLink(
  page: Page,
  path: string,
): Promise<void> {
  const { otherLanguage } = WORDS[localeOf(path)];
  const link = page.getByRole("link", {
    name: otherLanguage.name,
    exact: true,
  });
  await expect(link).toHaveAttribute("href", twinOf(path));
  await expect(link).toHaveAttribute("hreflang", otherLanguage.lang);
  await expect(link).toHaveAttribute("lang", otherLanguage.lang);
}
