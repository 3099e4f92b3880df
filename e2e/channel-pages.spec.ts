import { readFileSync } from "node:fs";

import { type Page } from "@playwright/test";
import * as v from "valibot";

import { SELECTOR_PACKAGE_LIMIT } from "../app/config/constants";
import { changesFileSchema } from "../app/data/changes-schema";
import { channelsFileSchema, packagesFileSchema } from "../app/data/schemas";
import { isInPackage } from "../app/lineup/membership";
import { splitMusic } from "../app/lineup/music-split";
import { channelSlugs } from "../app/lineup/slug";
import { splitPackages } from "../app/lineup/split-packages";
import { genreNames } from "../app/messages/en/genre-names";

import { expectNoAxeViolations } from "./support/axe";
import { expect, test, waitForPageReady } from "./support/fixtures";

// A sample of the pages built from the data (a channel, a music channel, a
// setup page, the record of changes) in both languages. The unit tests cover
// every such page through its loader's functions (build-tools/data-pages.test.ts).

/** Loads `path` and returns how many script files it fetched. */
async function loadCountingScripts(page: Page, path: string) {
  let scripts = 0;
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts += 1;
  });
  const response = await page.goto(path);
  await page.waitForLoadState("load");
  return { status: response?.status(), scripts };
}

/** A data file as shipped in the same build as the pages under test. */
const built = (file: string): unknown =>
  JSON.parse(
    readFileSync(
      new URL(`../build/client/json/${file}`, import.meta.url),
      "utf8",
    ),
  );
const lineup = v.parse(channelsFileSchema, built("channels/channels.json"));
const slugs = channelSlugs(lineup.channels);
const slugOf = (id: number) => {
  const slug = slugs.get(id);
  if (slug === undefined) throw new Error(`channel ${id} has no slug`);
  return slug;
};
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The TV channel whose page is sampled, with its first genre and a package that shows it. */
const TV = (() => {
  const primaries = splitPackages(
    v.parse(packagesFileSchema, built("packages/packages.json")),
  ).primary.map((entry) => entry.name);
  // The Channels screen's packages that are active primary packages.
  const offered = lineup.packages
    .slice(0, SELECTOR_PACKAGE_LIMIT)
    .map((entry) => entry.name)
    .filter((key) => primaries.includes(key));
  // The first TV channel in an active primary package the Channels screen offers, whose first genre another channel shares.
  for (const channel of splitMusic(lineup.channels).tv) {
    const [genre] = channel.genres ?? [];
    const pkg = offered.find((key) => isInPackage(channel.binary, key));
    const shared = lineup.channels.some(
      (other) => other !== channel && genre && other.genres?.includes(genre),
    );
    if (genre && pkg && shared) {
      return {
        name: channel.channelName,
        slug: slugOf(channel.id),
        genres: channel.genres ?? [],
        genre,
        pkg,
      };
    }
  }
  throw new Error(
    "no TV channel sits in a primary package with a shared genre",
  );
})();
const TV_PATH = `/plus/channels/${TV.slug}`;

/** The music channel whose page is sampled: the lineup's first. */
const MUSIC = (() => {
  const [channel] = splitMusic(lineup.channels).music;
  if (!channel) throw new Error("the lineup has no music channel");
  return { name: channel.channelName, slug: slugOf(channel.id) };
})();

async function jsonLd(page: Page): Promise<unknown[]> {
  return (
    await page.locator('script[type="application/ld+json"]').allTextContents()
  ).map((text) => JSON.parse(text) as unknown);
}

test.describe("a channel's page", () => {
  test("states the channel, its packages and the cheapest way, with no script", async ({
    page,
  }) => {
    const { status, scripts } = await loadCountingScripts(page, TV_PATH);
    expect(status).toBe(200);
    expect(scripts).toBe(0);
    await expect(page).toHaveTitle(
      `Watch ${TV.name} live without cable | Keystone TV`,
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TV.name);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`${escape(TV_PATH)}$`),
    );
    await expect(
      page.locator('link[rel="alternate"][hreflang="es"]'),
    ).toHaveAttribute("href", new RegExp(`/es${escape(TV_PATH)}$`));
    await expect(
      page.getByRole("heading", { name: "The cheapest way to watch" }),
    ).toBeVisible();
    await expect(
      page.getByText(
        new RegExp(
          `^Get ${escape(TV.name)} with .+ for \\$\\d+\\.\\d{2}/mo in all\\.$`,
        ),
      ),
    ).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "Primary packages" }),
    ).toBeVisible();
    const finder = page.getByRole("link", {
      name: `Find a package for ${TV.name} and your other channels`,
    });
    await expect(finder).toHaveAttribute("href", /^\/plus\/finder\?ch=\d+$/);
    expect(await jsonLd(page)).toContainEqual(
      expect.objectContaining({
        "@type": "TelevisionChannel",
        name: TV.name,
        genre: TV.genres.map((genre) => genreNames[genre]),
      }),
    );
    await expectNoAxeViolations(page, TV_PATH);

    // Its link to the Finder chooses the channel there.
    await finder.click();
    await waitForPageReady(page);
    await expect(
      page.getByRole("button", { name: new RegExp(escape(TV.name)) }).first(),
    ).toBeVisible();
  });

  test("links to other channels of its genre; is linked from the Channels screen", async ({
    page,
  }) => {
    await page.goto(`/plus/channels?pkg=${TV.pkg}`);
    await waitForPageReady(page);
    await page
      .getByRole("link", { name: TV.name, exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(TV_PATH);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TV.name);
    // Its link from Compare: shipped-data.spec.ts, on /es/plus/compare.

    const related = page
      .getByRole("region", { name: `More channels: ${genreNames[TV.genre]}` })
      .getByRole("link");
    await expect(related).not.toHaveCount(0);
    const name = await related.first().textContent();
    await related.first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      name ?? "",
    );
  });

  test("says a music channel is one, in Spanish too", async ({ page }) => {
    await page.goto(`/es/plus/channels/${MUSIC.slug}`);
    await expect(page).toHaveTitle(
      `Mira ${MUSIC.name} en vivo sin cable | Keystone TV`,
    );
    await expect(
      page.getByText("Uno de los canales de música de Keystone TV"),
    ).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expectNoAxeViolations(page, `/es/plus/channels/${MUSIC.slug}`);
  });

  test("is not found at an unknown slug", async ({ page, consoleErrors }) => {
    for (const [path, heading] of [
      ["/plus/channels/no-such-channel", "404 Not Found"],
      ["/es/plus/channels/no-such-channel", "404 No encontrado"],
      ["/plus/instructions/streaming/no-such-platform", "404 Not Found"],
      ["/es/plus/instructions/no-such-device/roku", "404 No encontrado"],
      ["/plus/instructions/no-such-device", "404 Not Found"],
      [`/es${TV_PATH}/more`, "404 No encontrado"],
    ] as const) {
      await test.step(path, async () => {
        const logged = consoleErrors.length;
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          heading,
        );
        await waitForPageReady(page);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          heading,
        );
        expect(consoleErrors.slice(logged).join("\n")).toContain(path);
      });
    }
  });
});

test.describe("a setup page", () => {
  test("shows the platform's steps with no script, and links onward", async ({
    page,
  }) => {
    const { status, scripts } = await loadCountingScripts(
      page,
      "/plus/instructions/streaming/roku",
    );
    expect(status).toBe(200);
    expect(scripts).toBe(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Watch on Roku (Streaming)",
    );
    await expect(
      page.getByText(
        "Here are the instructions to access the service from a Roku Streaming device.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Apple TV" })).toHaveAttribute(
      "href",
      "/plus/instructions/streaming/apple-tv",
    );
    await expect(
      page.getByRole("link", {
        name: "Choose another device on the Instructions page",
      }),
    ).toHaveAttribute(
      "href",
      "/plus/instructions?device=Streaming&platform=Roku",
    );
    await expectNoAxeViolations(page, "/plus/instructions/streaming/roku");
  });

  test("is linked from the Instructions screen's steps, in Spanish too", async ({
    page,
  }) => {
    await page.goto("/es/plus/instructions?device=Smart+TV&platform=Samsung");
    await waitForPageReady(page);
    await page.getByRole("link", { name: "Ver solo estos pasos" }).click();
    await expect(page).toHaveURL("/es/plus/instructions/smart-tv/samsung");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Cómo ver Keystone TV en tu smart TV Samsung",
    );
  });
});

/** The record of changes as shipped in the same build as the pages under test. */
const record = v.parse(
  changesFileSchema,
  JSON.parse(
    readFileSync(
      new URL("../build/client/json/changes/changes.json", import.meta.url),
      "utf8",
    ),
  ),
).changes;

test.describe("the record of changes", () => {
  test("lists every entry of the shipped record, newest first, or says plainly there is none yet, and offers its feed", async ({
    page,
    request,
  }) => {
    const { scripts } = await loadCountingScripts(page, "/plus/changes");
    expect(scripts).toBe(0);
    const none = page.getByText(
      "No changes yet: the lineup has not changed since this record began.",
    );
    const entries = page.locator("main li[id]");
    if (record.length === 0) {
      await expect(none).toBeVisible();
    } else {
      await expect(none).toHaveCount(0);
      expect(
        await entries.evaluateAll((items) => items.map((item) => item.id)),
      ).toEqual(record.map((entry) => entry.id).reverse());
    }
    const feed = await request.get("/plus/changes.xml");
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain(
      '<feed xmlns="http://www.w3.org/2005/Atom"',
    );

    await page.goto("/es/plus/changes");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Cambios en nuestros canales",
    );
    await expect(page.getByText(/^Todavía no hay cambios/)).toHaveCount(
      record.length === 0 ? 1 : 0,
    );
    await expect(entries).toHaveCount(record.length);
  });
});
