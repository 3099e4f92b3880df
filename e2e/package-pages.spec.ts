import type { Page } from "@playwright/test";

import { PACKAGE_BITS } from "../app/config/constants";
import { packagePath } from "../app/config/paths";
import { packageTexts } from "../app/data/in-language";
import { formatMonthlyPrice } from "../app/lineup/format-price";
import { channelSlugs, packageSlug } from "../app/lineup/slug";
import { CATALOGUES } from "./support/catalogues";
import { LOCALES } from "./support/words";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test, waitForPageReady } from "./support/fixtures";
import { shippedPackages, shippedLineup } from "./support/shipped";

// The package pages, read against the data files shipped in the same build:
// what they list and cost comes from those files, never from this test.

const packages = shippedPackages();
const lineup = shippedLineup();
const channelIds = channelSlugs(lineup.channels);

// HBO, which the Channels selector leaves out: its page is where its lineup shows.
const hbo = packages.find((entry) => entry.name === "hbo");
if (!hbo) throw new Error("packages.json has no HBO entry");
const hboChannels = lineup.channels.filter(
  (channel) => (channel.binary & PACKAGE_BITS.hbo) !== 0,
);

async function jsonLd(page: Page): Promise<unknown[]> {
  return (
    await page.locator('script[type="application/ld+json"]').allTextContents()
  ).map((text) => JSON.parse(text) as unknown);
}

for (const { locale, perMonth, tv } of LOCALES.map((locale) => ({
  locale,
  perMonth: CATALOGUES[locale].common.perMonth,
  tv: CATALOGUES[locale].package.tvChannels,
}))) {
  const path = packagePath(packageSlug(hbo.name), locale);

  test(`${path} lists every HBO channel with its price, loads no script and states Product and Offer`, async ({
    page,
  }) => {
    let scripts = 0;
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts += 1;
    });
    const response = await page.goto(path);
    await page.waitForLoadState("load");
    expect(response?.status()).toBe(200);
    expect(scripts).toBe(0);

    const title = packageTexts(hbo, locale).title;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    const price = formatMonthlyPrice(hbo.price, perMonth);
    await expect(page.getByText(price, { exact: true })).toBeVisible();

    // HBO holds fewer channels than the music count: all of them are TV.
    const box = page.getByRole("region", {
      name: `${tv} (${hboChannels.length})`,
    });
    const links = box.getByRole("listitem").getByRole("link");
    await expect(links).toHaveText(
      hboChannels.map((channel) => channel.channelName),
    );
    expect(
      await links.evaluateAll((all) => all.map((a) => a.getAttribute("href"))),
    ).toEqual(
      hboChannels.map(
        (channel) =>
          `${locale === "es" ? "/es" : ""}/plus/channels/${channelIds.get(channel.id)}`,
      ),
    );

    const finder = page.getByRole("link", { name: new RegExp(title) }).last();
    await expect(finder).toHaveAttribute(
      "href",
      `${locale === "es" ? "/es" : ""}/plus/finder?ch=${hboChannels.map((c) => c.id).join(",")}`,
    );

    expect(await jsonLd(page)).toContainEqual(
      expect.objectContaining({
        "@type": "Product",
        offers: expect.objectContaining({
          "@type": "Offer",
          price: hbo.price,
          priceCurrency: "USD",
        }),
      }),
    );
    await expectNoAxeViolations(page, path);
  });
}

test("the channels read down the columns: each name sits below the one before it, or at the top of the next column", async ({
  page,
}) => {
  const core = packages[0];
  if (!core) throw new Error("packages.json is empty");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(packagePath(packageSlug(core.name)));
  const boxes = await page
    .getByRole("region", { name: /^TV Channels/ })
    .getByRole("listitem")
    .evaluateAll((items) =>
      items.map((item) => {
        const { x, y } = item.getBoundingClientRect();
        return { x, y };
      }),
    );
  expect(boxes.length).toBeGreaterThan(1);
  for (const [index, box] of boxes.entries()) {
    const before = boxes[index - 1];
    if (!before) continue;
    expect(
      (box.x === before.x && box.y > before.y) ||
        (box.x > before.x && box.y <= before.y),
    ).toBe(true);
  }
});

test("the sitemap lists every package page in both languages", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc ?? "").pathname,
  );
  const pages = locs.filter((loc) => /\/plus\/packages\//.test(loc));
  expect(pages.toSorted()).toEqual(
    packages
      .flatMap((entry) => [
        packagePath(packageSlug(entry.name)),
        packagePath(packageSlug(entry.name), "es"),
      ])
      .toSorted(),
  );
});

test("Packages, Compare and a channel's page link to the package pages", async ({
  page,
}) => {
  await page.goto("/plus");
  await waitForPageReady(page);
  for (const entry of packages.filter((item) => item.active)) {
    await expect(
      page
        .getByRole("rowheader", { name: entry.title, exact: true })
        .getByRole("link"),
    ).toHaveAttribute("href", packagePath(packageSlug(entry.name)));
  }

  await page.goto("/es/plus/compare");
  await waitForPageReady(page);
  await expect(
    page
      .getByRole("columnheader", {
        name: packageTexts(hbo, "es").title,
        exact: true,
      })
      .getByRole("link"),
  ).toHaveAttribute("href", packagePath(packageSlug(hbo.name), "es"));

  const first = hboChannels[0];
  if (!first) throw new Error("HBO has no channel");
  await page.goto(`/plus/channels/${channelIds.get(first.id)}`);
  await page
    .getByRole("link", { name: hbo.title, exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(packagePath(packageSlug(hbo.name)));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(hbo.title);
});

// One test loads each unknown slug in turn.
test("is not found at an unknown slug: /plus/packages/no-such-package, /es/plus/packages/no-such-package, /plus/packages/core/more", async ({
  page,
  consoleErrors,
}) => {
  for (const [path, heading] of [
    ["/plus/packages/no-such-package", "404 Not Found"],
    ["/es/plus/packages/no-such-package", "404 No encontrado"],
    ["/plus/packages/core/more", "404 Not Found"],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await waitForPageReady(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    expect(consoleErrors.join("\n")).toContain(path);
  }
});
