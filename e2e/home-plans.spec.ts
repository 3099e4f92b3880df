import { readFileSync } from "node:fs";

import * as v from "valibot";

import { DATA_PATHS } from "../app/config/paths";
import { channelsFileSchema, packagesFileSchema } from "../app/data/schemas";
import { expect, test } from "./support/fixtures";

/** A data file as shipped in the same build as the HTML under test. */
function built(dataPath: string): unknown {
  return JSON.parse(
    readFileSync(
      new URL(`../build/client${dataPath}`, import.meta.url),
      "utf8",
    ),
  );
}

const packages = v.parse(packagesFileSchema, built(DATA_PATHS.packages));
const lineup = v.parse(channelsFileSchema, built(DATA_PATHS.channels));
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

test.describe("Home's plans, in the pre-rendered HTML", () => {
  test.use({ javaScriptEnabled: false });

  test("say 'Plans from' the lowest active primary price", async ({ page }) => {
    await page.goto("/");
    expect(lowest).toBeDefined();
    await expect(
      page.getByRole("heading", { level: 2, name: /^Plans from/ }),
    ).toHaveText(`Plans from $${lowest?.price}/mo`);
  });

  test("show each active primary package with its price, counts and lineup link", async ({
    page,
  }) => {
    await page.goto("/");
    const cards = page
      .getByRole("region", { name: /^Plans from/ })
      .getByRole("listitem");
    await expect(cards).toHaveCount(primaries.length);
    for (const [index, entry] of primaries.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(
        entry.title,
      );
      await expect(card).toContainText(`$${entry.price}/mo`);
      await expect(card).toContainText(
        entry.music > 0
          ? `${entry.tv} TV + ${entry.music} music channels`
          : `${entry.tv} TV channels`,
      );
      await expect(card.getByRole("link")).toHaveAttribute(
        "href",
        `/plus/channels?pkg=${entry.name}`,
      );
    }
  });

  test("say near the top who can order now, with a link for them", async ({
    page,
  }) => {
    await page.goto("/");
    const line = page.getByText("Individual subscriptions are coming soon.");
    await expect(line).toBeVisible();
    await expect(line.getByRole("link")).toHaveAttribute(
      "href",
      "/plus/isps-mdus",
    );
  });
});
