import { site } from "../app/config/site";
import { STORES } from "../app/config/stores";
import type { Locale } from "../app/i18n/locale";
import { CATALOGUES, linkText, textOf } from "./support/catalogues";
import { ALL_ROUTES, expect, test, waitForHydration } from "./support/fixtures";
import { layoutShifts, recordLayoutShifts } from "./support/layout-shifts";
import { LOCALES, WORDS } from "./support/words";
import { shippedPackages, shippedLineup } from "./support/shipped";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Home's words in `locale`, from its catalogue and the shared one. */
function homeWords(locale: Locale) {
  const { common, home } = CATALOGUES[locale];
  return {
    heading: common.tagline,
    plansFrom: (price: string) =>
      home.plans.title(`${price}${common.perMonth}`),
    plans: new RegExp(`^${escape(home.plans.title(""))}`),
    counts: home.plans.counts,
    seeChannels: home.plans.seeChannels,
    availability: common.availability,
    catalogue: home,
  };
}

/** Home's words in each language. */
const HOME = { en: homeWords("en"), es: homeWords("es") };
const EN_HOME = HOME.en.catalogue;

// The seven stores, in the order of the badge row: what a screen reader
// reads for each badge, its visible words first, which opens in a new tab.
const STORE_NAMES = STORES.map(({ id }) => {
  const { kicker, label, detail } = HOME.en.catalogue.stores[id];
  return `${kicker} ${label} ${detail} ${CATALOGUES.en.common.newTab}`;
});

const packages = shippedPackages();
const lineup = shippedLineup();
const BITS = [1, 2, 4, 8];

// Worked out here from the files alone, as the Channels page counts: the last 50 of a longer list are music.
const primaries = packages.slice(0, 4).flatMap((entry, index) => {
  if (!entry.active) return [];
  const bit = BITS[index] ?? 0;
  const all = lineup.channels.filter((channel) => channel.binary & bit).length;
  return [
    {
      ...entry,
      tv: all > 50 ? all - 50 : all,
      music: all > 50 ? 50 : 0,
    },
  ];
});
const lowest = [...primaries].sort(
  (a, b) => Number(a.price) * 100 - Number(b.price) * 100,
)[0];

for (const locale of LOCALES) {
  const words = HOME[locale];
  const { home, nav, perMonth } = WORDS[locale];
  const otherPerMonth = WORDS[locale === "en" ? "es" : "en"].perMonth;

  test.describe(`Home (${home}), in the pre-rendered HTML`, () => {
    test.use({ javaScriptEnabled: false });

    test("shows the heading, says near the top who can order now, and shows the plans from the lowest active primary price, each with its price, counts and lineup link", async ({
      page,
    }) => {
      await page.goto(home);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        words.heading,
      );
      const line = page.getByText(words.availability);
      await expect(line).toBeVisible();
      await expect(line.getByRole("link")).toHaveAttribute(
        "href",
        `${home === "/" ? "" : home}/plus/isps-mdus`,
      );

      expect(lowest).toBeDefined();
      const plans = page.getByRole("region", { name: words.plans });
      await expect(plans.getByRole("heading", { level: 2 })).toHaveText(
        words.plansFrom(`$${lowest?.price}`),
      );
      const cards = plans.getByRole("listitem");
      await expect(cards).toHaveCount(primaries.length);
      for (const [index, entry] of primaries.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(
          locale === "es" ? (entry.es?.title ?? entry.title) : entry.title,
        );
        await expect(card).toContainText(`$${entry.price}${perMonth}`);
        await expect(card).toContainText(words.counts(entry.tv, entry.music));
        const link = card.getByRole("link");
        await expect(link).toHaveText(words.seeChannels(entry.title));
        await expect(link).toHaveAttribute(
          "href",
          `${home === "/" ? "" : home}/plus/channels?pkg=${entry.name}`,
        );
      }
      await expect(page.getByRole("main")).not.toContainText(otherPerMonth);

      // Each store badge's accessible name starts with its visible words.
      for (const store of STORES) {
        const badge = page.getByRole("main").locator(`a[href="${store.href}"]`);
        const visible = (await badge.innerText()).replace(/\s+/g, " ").trim();
        expect(visible).toContain(words.catalogue.stores[store.id].label);
        await expect(badge).toHaveAccessibleName(
          new RegExp(`^${visible.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
        );
      }
    });
  });

  test.describe(`Home (${home})`, () => {
    test("carries JSON-LD for the organization, and its five section buttons carry the nav's labels, highlight Sign Up, and each opens its page", async ({
      page,
    }) => {
      await page.goto(home);
      const json = await page
        .locator('script[type="application/ld+json"]')
        .textContent();
      const data: unknown = JSON.parse(json ?? "null");
      expect(data).toMatchObject({
        "@context": "https://schema.org",
        "@type": "Organization",
        name: site.name,
        url: `${site.origin}/`,
        address: { addressLocality: site.address.locality },
      });

      const sections = page.getByRole("navigation", { name: nav.sections });
      const buttons = sections.getByRole("link");
      await expect(buttons).toHaveText(nav.items.map((item) => item.label));
      const backgrounds = await buttons.evaluateAll((links) =>
        links.map((link) => getComputedStyle(link).backgroundColor),
      );
      const signUp = backgrounds.at(-1);
      expect(signUp).toBe("rgb(245, 184, 61)");
      expect(backgrounds.slice(0, -1)).not.toContain(signUp);

      for (const item of nav.items) {
        const button = sections.getByRole("link", {
          name: item.label,
          exact: true,
        });
        await expect(button).toHaveAttribute("href", item.to);
        await waitForHydration(page);
        await button.click();
        await expect(page).toHaveURL(item.to);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          ALL_ROUTES.find((route) => route.path === item.to)?.heading ?? "",
        );
        // Back to Home through the history, as a visitor goes back.
        await page.goBack();
        await expect(page).toHaveURL(home);
      }
    });
  });
}

test.describe("Home", () => {
  test("shows the logo and the heading, seven store badges that open in a new tab, the promo image sized and fetched early, and the service's claims with links to packages, channels and partners", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      CATALOGUES.en.common.tagline,
    );
    await expect(
      page.getByRole("main").getByRole("img", { name: site.name }),
    ).toBeVisible();
    const badges = page
      .getByRole("list", { name: EN_HOME.watchTitle })
      .getByRole("link");
    await expect(badges).toHaveCount(STORE_NAMES.length);
    for (const [index, store] of STORES.entries()) {
      const badge = badges.nth(index);
      await expect(badge).toHaveAccessibleName(STORE_NAMES[index] ?? "");
      await expect(badge).toHaveAttribute("href", store.href);
      await expect(badge).toHaveAttribute("target", "_blank");
      await expect(badge).toHaveAttribute("rel", "noopener noreferrer");
      await expect(badge).toBeVisible();
    }
    // The target addresses are not shown as text.
    await expect(
      page.getByRole("main").getByText("https://", { exact: false }),
    ).toHaveCount(0);
    const promo = page.getByRole("img", { name: EN_HOME.promoAlt });
    await expect(promo).toBeVisible();
    await expect(promo).toHaveAttribute("width", "1200");
    await expect(promo).toHaveAttribute("height", "675");
    await expect(promo).toHaveAttribute("fetchpriority", "high");
    await expect(promo).not.toHaveAttribute("loading", "lazy");
    await expect
      .poll(() =>
        promo.evaluate(
          (img: HTMLImageElement) => img.complete && img.naturalWidth,
        ),
      )
      .toBeGreaterThan(0);
    // Chromium takes the AVIF source.
    expect(
      await promo.evaluate((img: HTMLImageElement) => img.currentSrc),
    ).toMatch(/\/images\/promo-\d+\.avif$/);
    const main = page.getByRole("main");
    for (const claim of [
      EN_HOME.about.body,
      ...EN_HOME.about.claims.map(textOf),
      CATALOGUES.en.common.availability,
    ]) {
      await expect(main.getByText(claim, { exact: false })).toBeVisible();
    }
    const inline = [
      { name: linkText(EN_HOME.about.claims, "/plus"), href: "/plus" },
      {
        name: linkText(EN_HOME.about.claims, "/plus/channels"),
        href: "/plus/channels",
      },
      {
        name: linkText(EN_HOME.about.partners, "/plus/isps-mdus"),
        href: "/plus/isps-mdus",
      },
    ];
    for (const link of inline) {
      await expect(main.getByRole("link", { name: link.name })).toHaveAttribute(
        "href",
        link.href,
      );
    }
    await waitForHydration(page);
    await main
      .getByRole("link", {
        name: linkText(EN_HOME.about.claims, "/plus/channels"),
      })
      .click();
    await expect(page).toHaveURL(/\/plus\/channels$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      CATALOGUES.en.channels.title,
    );
  });

  for (const width of [375, 1280]) {
    test(`store badges share one type size and no row holds one alone at ${width}px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      const list = page.getByRole("list", { name: EN_HOME.watchTitle });
      const badges = await list.getByRole("listitem").evaluateAll((items) =>
        items.map((item) => {
          const words = [...item.querySelectorAll("a span span span")];
          return {
            top: Math.round(item.getBoundingClientRect().top),
            sizes: words.map((word) => getComputedStyle(word).fontSize),
          };
        }),
      );
      expect(badges).toHaveLength(STORES.length);
      // Each badge: a small line, then the name; the same two sizes on every badge.
      const sizes = new Set(badges.map((badge) => badge.sizes.join(" ")));
      expect(sizes.size).toBe(1);
      const [small = "0px", name = "0px"] = badges[0]?.sizes ?? [];
      expect(parseFloat(small)).toBeGreaterThanOrEqual(12);
      expect(parseFloat(name)).toBeGreaterThan(parseFloat(small));
      const perRow = new Map<number, number>();
      for (const { top } of badges) perRow.set(top, (perRow.get(top) ?? 0) + 1);
      expect([...perRow.values()]).not.toContain(1);
    });
  }

  for (const width of [375, 1280]) {
    test(`has no layout shift at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await recordLayoutShifts(page);
      await page.goto("/", { waitUntil: "networkidle" });
      await waitForHydration(page);
      await page.mouse.wheel(0, 5000);
      expect(await layoutShifts(page)).toEqual([]);
    });
  }
});
