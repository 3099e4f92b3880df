// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import {
  DATA_PATHS,
  PACKAGE_PAGES_FOLDER,
  channelPath,
  packagePath,
  setupPath,
} from "../app/config/paths";
import { PACKAGE_BITS, PRIMARY_PACKAGE_COUNT } from "../app/config/constants";
import type { InstructionsFile } from "../app/data/instructions-schema";
import type { ChannelsFile, PackagesFile } from "../app/data/schemas";
import { findCheapest } from "../app/features/finder/finder-answer";
import { loadSetupFacts } from "../app/features/instructions/load-setup-facts.server";
import { loadChannelFacts } from "../app/features/lineup-pages/load-channel-facts.server";
import { loadPackageFacts } from "../app/features/lineup-pages/load-package-facts.server";
import { LOCALES } from "../app/i18n/locale";
import { activePlatforms } from "../app/lineup/platforms";
import { splitMusic } from "../app/lineup/music-split";
import { channelSlugs, packageSlug } from "../app/lineup/slug";
import { DATA_PAGE_PATHS, isDataPageFile } from "./site-paths";

// Every page built from the shipped data, checked through the functions its
// pre-rendering loader calls: the browser tests only sample these pages.

const read = <T>(dataPath: string): T =>
  JSON.parse(
    readFileSync(path.join(process.cwd(), "public", dataPath), "utf8"),
  ) as T;

const packages = read<PackagesFile>(DATA_PATHS.packages);
const lineup = read<ChannelsFile>(DATA_PATHS.channels);
const instructions = read<InstructionsFile>(DATA_PATHS.instructions);
const slugs = channelSlugs(lineup.channels);

describe("the channel pages", () => {
  it("give every channel one page, at a slug no other channel has", () => {
    const paths = lineup.channels.map((channel) =>
      channelPath(slugs.get(channel.id) ?? ""),
    );
    expect(new Set(paths).size).toBe(lineup.channels.length);
    expect(
      DATA_PAGE_PATHS.filter((p) => p.startsWith("/plus/channels/")),
    ).toEqual(paths);
  });

  it.each(LOCALES)(
    "state, in %s, each channel's packages and the Channel Finder's cheapest answer",
    async (locale) => {
      for (const channel of lineup.channels) {
        const slug = slugs.get(channel.id) ?? "";
        const page = await loadChannelFacts(slug, locale);
        if (!page) throw new Error(`No page at ${slug}`);
        const facts = page.facts;
        expect(facts.id).toBe(channel.id);
        expect(facts.name).toBe(channel.channelName);
        for (const item of [...facts.primaries, ...facts.addOns]) {
          expect(
            packages.find((entry) => entry.name === item.key)?.active,
          ).toBe(true);
        }
        const carried = packages.filter(
          (entry) =>
            entry.active &&
            lineup.packages.some((item) => item.name === entry.name) &&
            [...facts.primaries, ...facts.addOns].some(
              (item) => item.key === entry.name,
            ),
        );
        expect(carried.length).toBe(
          facts.primaries.length + facts.addOns.length,
        );
        const finder = findCheapest(
          packages,
          lineup.channels,
          [channel],
          locale,
        );
        expect(facts.cheapest?.cents ?? null, slug).toBe(
          finder.best?.cents ?? null,
        );
        expect(facts.cheapest?.packages.map((item) => item.key) ?? []).toEqual(
          finder.best?.parts.map((part) => part.offer.key) ?? [],
        );
        for (const other of facts.related?.channels ?? []) {
          expect(other.slug).not.toBe(slug);
          expect([...slugs.values()]).toContain(other.slug);
        }
      }
    },
  );

  it("finds no page at an unknown slug", async () => {
    expect(await loadChannelFacts("no-such-channel", "en")).toBeNull();
  });
});

describe("the setup pages", () => {
  const active = instructions.devices.flatMap((device) =>
    activePlatforms(device).map((platform) => ({ device, platform })),
  );

  it("give every active platform with steps one page", () => {
    const setupPaths = DATA_PAGE_PATHS.filter((p) =>
      p.startsWith("/plus/instructions/"),
    );
    expect(setupPaths).toHaveLength(
      active.filter(({ device, platform }) =>
        instructions.instructions.some(
          (item) =>
            item.device === device.name && item.platform === platform.name,
        ),
      ).length,
    );
    expect(new Set(setupPaths).size).toBe(setupPaths.length);
  });

  it("show the steps of the Instructions screen, and the device's other platforms", async () => {
    for (const pagePath of DATA_PAGE_PATHS.filter((p) =>
      p.startsWith("/plus/instructions/"),
    )) {
      const [deviceSlug = "", platformSlug = ""] = pagePath.split("/").slice(3);
      const facts = await loadSetupFacts(deviceSlug, platformSlug);
      if (!facts) throw new Error(`No page at ${pagePath}`);
      const { device, platform, steps, others } = facts;
      expect(setupPath(deviceSlug, platformSlug)).toBe(pagePath);
      expect(steps).toEqual(
        instructions.instructions.find(
          (item) =>
            item.device === device.name && item.platform === platform.name,
        )?.steps,
      );
      expect(steps.length).toBeGreaterThan(0);
      expect(others.map((other) => other.platform.name)).toEqual(
        activePlatforms(device)
          .map((item) => item.name)
          .filter((name) => name !== platform.name),
      );
    }
  });

  it("finds no page for an unknown platform", async () => {
    expect(await loadSetupFacts("streaming", "betamax")).toBeNull();
  });
});

describe("isDataPageFile", () => {
  it.each([
    ["plus/channels/espn.html", true],
    ["es/plus/instructions/streaming/roku.data", true],
    ["plus/channels.html", false],
    ["es/plus/instructions.html", false],
    ["plus/changes.html", false],
    ["es/plus/packages/hbo.html", true],
    ["plus.html", false],
  ])("%s: %s", (relPath, bulk) => {
    expect(isDataPageFile(relPath)).toBe(bulk);
  });
});

describe("the package pages", () => {
  const pagePaths = DATA_PAGE_PATHS.filter((p) =>
    p.startsWith(`${PACKAGE_PAGES_FOLDER}/`),
  );

  it("give every entry of packages.json one page, at its own slug", () => {
    expect(pagePaths).toEqual(
      packages.map((entry) => packagePath(packageSlug(entry.name))),
    );
    expect(new Set(pagePaths).size).toBe(packages.length);
  });

  it.each(LOCALES)(
    "list, in %s, exactly the channels whose bit is set, music apart, each linked to its page",
    async (locale) => {
      for (const [position, entry] of packages.entries()) {
        const facts = await loadPackageFacts(packageSlug(entry.name), locale);
        if (!facts) throw new Error(`No page for ${entry.name}`);
        const carried = lineup.channels.filter(
          (channel) => (channel.binary & PACKAGE_BITS[entry.name]) !== 0,
        );
        const { tv, music } = splitMusic(carried);
        expect(facts.tv.map((item) => item.id)).toEqual(tv.map((c) => c.id));
        expect(facts.music.map((item) => item.id)).toEqual(
          music.map((c) => c.id),
        );
        for (const item of [...facts.tv, ...facts.music]) {
          expect(item.slug).toBe(slugs.get(item.id));
        }
        expect(facts.price).toBe(entry.price);
        expect(facts.active).toBe(entry.active);
        expect(facts.primary).toBe(position < PRIMARY_PACKAGE_COUNT);
        if (facts.primary) {
          expect(facts.goesWith).toEqual([]);
        } else {
          expect(facts.over).toBeNull();
          expect(facts.goesWith.map((item) => item.with.key)).toEqual(
            packages
              .slice(0, PRIMARY_PACKAGE_COUNT)
              .filter((item) => item.active)
              .map((item) => item.name),
          );
        }
        if (facts.over) {
          const below = facts.over.below.key;
          expect(facts.over.added.map((item) => item.id)).toEqual(
            carried
              .filter((channel) => (channel.binary & PACKAGE_BITS[below]) === 0)
              .map((channel) => channel.id),
          );
        }
      }
    },
  );

  it("finds no page at an unknown slug", async () => {
    expect(await loadPackageFacts("no-such-package", "en")).toBeNull();
  });
});
