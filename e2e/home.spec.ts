import { site } from "../app/config/site";
import { STORES } from "../app/config/stores";
import { home as enHome } from "../app/messages/en/home";
import { home as esHome } from "../app/messages/es/home";
import { ALL_ROUTES, expect, test, waitForHydration } from "./support/fixtures";
import { layoutShifts, recordLayoutShifts } from "./support/layout-shifts";
import { LOCALES, WORDS } from "./support/words";
import { shippedPackages, shippedLineup } from "./support/shipped";

// The seven stores, in the order of the badge row: what a screen reader
// reads for each badge, its visible words first, which opens in a new tab.
const STORE_NAMES = [
  "Watch now On the web — the Keystone TV web player (opens in a new tab)",
  "Download on the App Store — the iPhone and iPad app (opens in a new tab)",
  "Get it on Google Play — the Android app (opens in a new tab)",
  "Available at Amazon Appstore — the Fire TV app (opens in a new tab)",
  "Add the channel on Roku — the Keystone TV channel in the Roku Channel Store (opens in a new tab)",
  "Available on Samsung Smart TV — the app for Samsung TVs (opens in a new tab)",
  "Available on LG Smart TV — the app in the LG Content Store (opens in a new tab)",
];

/** Home's words in each language. */
const HOME = {
  en: {
    heading: "A Traditional Television Experience",
    plansFrom: (price: string) => `Plans from ${price}/mo`,
    plans: /^Plans from/,
    counts: (tv: number, music: number) =>
      music > 0 ? `${tv} TV + ${music} music channels` : `${tv} TV channels`,
    seeChannels: (title: string) => `See the ${title} channels`,
    availability: "Individual subscriptions are coming soon.",
    catalogue: enHome,
  },
  es: {
    heading: "La televisión de siempre, en vivo por internet",
    plansFrom: (price: string) => `Paquetes desde ${price}/mes`,
    plans: /^Paquetes desde/,
    counts: (tv: number, music: number) =>
      music > 0
        ? `${tv} canales de TV +\u00a0${music} de música`
        : `${tv} canales de TV`,
    seeChannels: (title: string) => `Ver los canales de ${title}`,
    availability: "Las suscripciones individuales llegarán pronto.",
    catalogue: esHome,
  },
};

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
        address: { addressLocality: "Philadelphia" },
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
      "A Traditional Television Experience",
    );
    await expect(
      page.getByRole("main").getByRole("img", { name: site.name }),
    ).toBeVisible();
    const badges = page
      .getByRole("list", { name: "Watch now or get the app" })
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
    const promo = page.getByRole("img", { name: /live game/ });
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
      "match most channel lineups and beat the price",
      "Four primary packages plus add-on packages",
      "Five screens at once",
      "72-hour catch-up",
      "No contracts. Cancel anytime.",
      "Spanish-language channels, with movies on the top-tier packages",
      "Individual subscriptions are coming soon. Buildings, hotels and partners can order now through our sales team.",
    ]) {
      await expect(main.getByText(claim, { exact: false })).toBeVisible();
    }
    const inline = [
      { name: "packages page", href: "/plus" },
      { name: "every channel in each package", href: "/plus/channels" },
      {
        name: "Offer Keystone TV to your subscribers and residents",
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
      .getByRole("link", { name: "every channel in each package" })
      .click();
    await expect(page).toHaveURL(/\/plus\/channels$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Channels",
    );
  });

  for (const width of [375, 1280]) {
    test(`store badges share one type size and no row holds one alone at ${width}px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      const list = page.getByRole("list", { name: "Watch now or get the app" });
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
