import { site } from "../app/config/site";
import { STORES } from "../app/config/stores";
import { common } from "../app/messages/en/common";
import { home } from "../app/messages/en/home";
import { expect, test, waitForHydration } from "./support/fixtures";
import { layoutShifts, recordLayoutShifts } from "./support/layout-shifts";

// The seven stores, in the order of the badge row.
const STORE_NAMES = [
  /web browser/,
  /App Store/,
  /Google Play/,
  /Amazon Appstore/,
  /Roku/,
  /Samsung Smart TV/,
  /LG Smart TV/,
];

const BUTTONS = [
  { name: "Packages", path: "/plus", heading: "Packages" },
  { name: "Channels", path: "/plus/channels", heading: "Channels" },
  { name: "Instructions", path: "/plus/instructions", heading: "Instructions" },
  {
    name: "ISPs/MDUs",
    path: "/plus/isps-mdus",
    heading: "ISPs / Cable Providers and MDUs",
  },
  { name: "Sign Up", path: "/plus/signup", heading: "Sign Up" },
];

test.describe("Home", () => {
  test("shows the logo and the heading", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "A Traditional Television Experience",
    );
    await expect(
      page.getByRole("main").getByRole("img", { name: site.name }),
    ).toBeVisible();
  });

  test("shows seven store badges that open in a new tab", async ({ page }) => {
    await page.goto("/");
    const badges = page
      .getByRole("list", { name: "Watch now or get the app" })
      .getByRole("link");
    await expect(badges).toHaveCount(STORE_NAMES.length);
    for (const [index, store] of STORES.entries()) {
      const badge = badges.nth(index);
      await expect(badge).toHaveAccessibleName(
        `${home.stores[store.id].accessibleName} ${common.newTab}`,
      );
      await expect(badge).toHaveAccessibleName(STORE_NAMES[index] ?? /^$/);
      await expect(badge).toHaveAttribute("href", store.href);
      await expect(badge).toHaveAttribute("target", "_blank");
      await expect(badge).toHaveAttribute("rel", "noopener noreferrer");
      await expect(badge).toBeVisible();
    }
    // The target addresses are not shown as text.
    await expect(
      page.getByRole("main").getByText("https://", { exact: false }),
    ).toHaveCount(0);
  });

  test("shows the promo image, sized and fetched early", async ({ page }) => {
    await page.goto("/");
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
  });

  test("states the service's claims with links to packages, channels and partners", async ({
    page,
  }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    for (const claim of [
      "match most channel lineups and beat the price",
      "Four primary packages plus add-on packages",
      "Five simultaneous streams",
      "72-hour catch-up",
      "No contracts. Cancel anytime.",
      "Spanish-language channels, with movies on the top-tier packages",
      common.availability,
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

  for (const button of BUTTONS) {
    test(`the ${button.name} button goes to ${button.path}`, async ({
      page,
    }) => {
      await page.goto("/");
      await waitForHydration(page);
      await page
        .getByRole("navigation", { name: "Sections" })
        .getByRole("link", { name: button.name, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`${button.path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        button.heading,
      );
    });
  }

  test("highlights Sign Up among the five buttons", async ({ page }) => {
    await page.goto("/");
    const buttons = page
      .getByRole("navigation", { name: "Sections" })
      .getByRole("link");
    await expect(buttons).toHaveText(BUTTONS.map((button) => button.name));
    const backgrounds = await buttons.evaluateAll((links) =>
      links.map((link) => getComputedStyle(link).backgroundColor),
    );
    const signUp = backgrounds.at(-1);
    expect(signUp).toBe("rgb(245, 184, 61)");
    expect(backgrounds.slice(0, -1)).not.toContain(signUp);
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

  test("carries JSON-LD for the organization", async ({ page }) => {
    await page.goto("/");
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
  });

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
