// @vitest-environment node
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { isValidElement, type ReactNode } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { packageCardPath } from "../app/config/paths";
import type { ChannelsFile, PackageEntry } from "../app/data/schemas";
import { LOCALES } from "../app/i18n/locale";
import { formatMonthlyPrice } from "../app/lineup/format-price";
import { SHARE_IMAGE_SIZE } from "../app/lib/meta";
import { packagePage as englishWords } from "../app/messages/en/package";
import { packagePage as spanishWords } from "../app/messages/es/package";
import { packageEntry } from "../test/support/package-entry";
import {
  type CardAssets,
  cardPalette,
  cardSvg,
  loadCardAssets,
  packageCards,
  writePackageCards,
} from "./share-cards";

// Drawing a card takes a few hundred milliseconds on a busy machine.
const DRAWING = { timeout: 60_000 };

const core = packageEntry(1, "core", "34.50");
const latino: PackageEntry = {
  ...packageEntry(5, "latino", "9.99"),
  title: "Latino",
  es: { title: "Latino en español" },
};
/** Entries 1–4 are the primary packages: Latino, fifth, is an add-on. */
const PACKAGES = [
  core,
  packageEntry(2, "essentials", "44.50"),
  packageEntry(3, "elite", "54.50"),
  packageEntry(4, "ultimate", "64.50"),
  latino,
];
const LINEUP: ChannelsFile = {
  channels: [
    { id: 1, channelName: "Alpha", binary: 1 },
    { id: 2, channelName: "Beta", binary: 1 | 64 },
  ],
  packages: [
    { name: "core", title: "Core" },
    { name: "essentials", title: "Essentials" },
    { name: "elite", title: "Elite" },
    { name: "ultimate", title: "Ultimate" },
    { name: "latino", title: "Latino" },
  ],
};

/** Every word a card's markup shows, in order, as one string. */
function textOf(node: ReactNode): string {
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(textOf).join("");
  if (isValidElement<{ children?: ReactNode }>(node)) {
    return textOf(node.props.children);
  }
  return "";
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

let assets: CardAssets;
beforeAll(async () => {
  assets = await loadCardAssets();
});

function cardOf(packages: PackageEntry[], cardPath: string) {
  const card = packageCards(packages, LINEUP, assets).find(
    (item) => item.path === cardPath,
  );
  if (!card) throw new Error(`No card at ${cardPath}`);
  return card;
}

describe("package share cards", () => {
  it("change with the package's price", DRAWING, async () => {
    const cardPath = packageCardPath("core", "en");
    const before = cardOf(PACKAGES, cardPath);
    const repriced = { ...core, price: "41.25" };
    const after = cardOf(
      PACKAGES.map((entry) => (entry === core ? repriced : entry)),
      cardPath,
    );

    expect(textOf(before.element)).toContain(
      formatMonthlyPrice(core.price, englishWords.perMonth),
    );
    expect(textOf(after.element)).toContain(
      formatMonthlyPrice(repriced.price, englishWords.perMonth),
    );
    expect(textOf(after.element)).not.toContain(
      formatMonthlyPrice(core.price, englishWords.perMonth),
    );

    // satori draws the text as paths: the price's glyphs differ.
    const [svg, repricedSvg] = await Promise.all([
      cardSvg(before.element, assets),
      cardSvg(after.element, assets),
    ]);
    expect(repricedSvg).not.toBe(svg);
  });

  it("speak the page's language: its title, kind, price and channels", () => {
    const text = textOf(
      cardOf(PACKAGES, packageCardPath("latino", "es")).element,
    );
    expect(text).toContain("Latino en español");
    expect(text).toContain(spanishWords.kind.addOn);
    expect(text).toContain(
      formatMonthlyPrice(latino.price, spanishWords.perMonth),
    );
    expect(text).toContain(spanishWords.price);
    expect(text).not.toContain(englishWords.kind.addOn);

    const english = textOf(
      cardOf(PACKAGES, packageCardPath("core", "en")).element,
    );
    expect(english).toContain(englishWords.kind.primary);
    expect(english).toContain(core.title);
  });

  describe("in the build", () => {
    let dir: string;
    beforeAll(async () => {
      dir = await mkdtemp(path.join(tmpdir(), "share-cards-"));
    });
    afterAll(() => rm(dir, { recursive: true, force: true }));

    it("are one PNG per package page in each language", DRAWING, async () => {
      const packages = [core];
      const written = await writePackageCards(dir, packages, LINEUP);
      const expected = LOCALES.flatMap((locale) =>
        packages.map((entry) => packageCardPath(entry.name, locale)),
      );
      expect([...written].sort()).toEqual([...expected].sort());
      const files = await readdir(dir, { recursive: true });
      expect(files.filter((file) => file.endsWith(".png"))).toHaveLength(
        expected.length,
      );
      for (const cardPath of written) {
        expect(pngSize(await readFile(path.join(dir, cardPath)))).toEqual(
          SHARE_IMAGE_SIZE,
        );
      }
    });
  });
});

describe("cardPalette", () => {
  const tokens = `
    :root {
      --color-bg: #000001;
      --color-surface: #000002;
      --color-surface-raised: #000003;
      --color-border: #000004;
      --color-text: #000005;
      --color-text-muted: #000006;
      --color-accent: #000007;
      --color-on-accent: #000008;
    }
    @media print { :root { --color-bg: #fff; } }
  `;

  it("reads the screen's colours from the first :root rule", () => {
    expect(cardPalette(tokens)).toEqual({
      bg: "#000001",
      surface: "#000002",
      surfaceRaised: "#000003",
      border: "#000004",
      text: "#000005",
      textMuted: "#000006",
      accent: "#000007",
      onAccent: "#000008",
    });
  });

  it("names a token the cards need and the file lacks", () => {
    expect(() =>
      cardPalette(tokens.replace("--color-accent: #000007;", "")),
    ).toThrow(/--color-accent/);
  });
});
