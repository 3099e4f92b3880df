import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { Resvg } from "@resvg/resvg-js";
import type { ReactElement } from "react";
import satori, { type Font } from "satori";

import { DATA_PATHS, packageCardPath, packagePath } from "../app/config/paths";
import { site } from "../app/config/site";
import { readDataFileOnce } from "../app/data/build-data.server";
import {
  type ChannelsFile,
  type PackageEntry,
  channelsFileSchema,
  packagesFileSchema,
} from "../app/data/schemas";
import {
  type CardPalette,
  packageCard,
} from "../app/features/lineup-pages/package-card";
import { packageFacts } from "../app/features/lineup-pages/package-facts";
import { LOCALES, type Locale } from "../app/i18n/locale";
import { channelCountText } from "../app/lineup/channel-count-text";
import { channelSlugs } from "../app/lineup/slug";
import { SHARE_IMAGE_SIZE } from "../app/lib/meta";
import { packagePage as englishWords } from "../app/messages/en/package";
import type { PackageMessages } from "../app/messages/en/package";
import { packagePage as spanishWords } from "../app/messages/es/package";

// Each package page's link-preview card, drawn at build time from the data
// files: satori lays the card out as SVG, resvg paints it as PNG.

const WORDS: Readonly<Record<Locale, PackageMessages>> = {
  en: englishWords,
  es: spanishWords,
};

const projectFile = (file: string) =>
  fileURLToPath(new URL(`../${file}`, import.meta.url));

/** What every card is drawn with: the type, the logo and the site's colours. */
export interface CardAssets {
  fonts: Font[];
  logo: string;
  palette: CardPalette;
}

/** Each token of the card's palette, by its custom property in tokens.css. */
const PALETTE_TOKENS: Readonly<Record<keyof CardPalette, string>> = {
  bg: "--color-bg",
  surface: "--color-surface",
  surfaceRaised: "--color-surface-raised",
  border: "--color-border",
  text: "--color-text",
  textMuted: "--color-text-muted",
  accent: "--color-accent",
  onAccent: "--color-on-accent",
};

/**
 * The card's colours from the first `:root` rule of tokens.css (the screen's
 * dark theme; later rules hold print's). Throws naming a missing token.
 */
export function cardPalette(tokensCss: string): CardPalette {
  const rule = /:root\s*\{([^}]*)\}/.exec(tokensCss)?.[1] ?? "";
  const declared = new Map(
    [...rule.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(
      ([, name = "", value = ""]) => [name, value.trim()],
    ),
  );
  const token = (key: keyof CardPalette): string => {
    const value = declared.get(PALETTE_TOKENS[key]);
    if (value === undefined) {
      throw new Error(
        `app/styles/tokens.css: the first :root rule sets no ${PALETTE_TOKENS[key]}, which the share cards use.`,
      );
    }
    return value;
  };
  return {
    bg: token("bg"),
    surface: token("surface"),
    surfaceRaised: token("surfaceRaised"),
    border: token("border"),
    text: token("text"),
    textMuted: token("textMuted"),
    accent: token("accent"),
    onAccent: token("onAccent"),
  };
}

/** Arimo (metrics of Arial, as the site's own share card) from its npm package, and the logo and colours of the site. */
export async function loadCardAssets(): Promise<CardAssets> {
  const require = createRequire(import.meta.url);
  const font = async (weight: 400 | 700): Promise<Font> => ({
    name: "Arimo",
    weight,
    style: "normal",
    data: await readFile(
      require.resolve(
        `@fontsource/arimo/files/arimo-latin-${weight}-normal.woff`,
      ),
    ),
  });
  const [regular, bold, logo, tokens] = await Promise.all([
    font(400),
    font(700),
    readFile(projectFile("artwork/icon.svg")),
    readFile(projectFile("app/styles/tokens.css"), "utf8"),
  ]);
  return {
    fonts: [regular, bold],
    logo: `data:image/svg+xml;base64,${logo.toString("base64")}`,
    palette: cardPalette(tokens),
  };
}

/** One card to draw: where it goes in the build, and its markup. */
export interface PackageCard {
  /** Its URL path, `/images/cards/es/core.png`. */
  path: string;
  element: ReactElement;
}

/** The card of each package page in each language, in the packages file's order. */
export function packageCards(
  packages: readonly PackageEntry[],
  lineup: ChannelsFile,
  assets: CardAssets,
): PackageCard[] {
  const slugs = channelSlugs(lineup.channels);
  const { host } = new URL(site.origin);
  return LOCALES.flatMap((locale) =>
    packages.map((entry) => {
      const facts = packageFacts(packages, lineup, entry, slugs, locale);
      return {
        path: packageCardPath(facts.slug, locale),
        element: packageCard({
          title: facts.title,
          price: facts.price,
          counts: channelCountText(
            { tv: facts.tv.length, music: facts.music.length },
            locale,
          ),
          primary: facts.primary,
          ...(facts.label === undefined ? {} : { label: facts.label }),
          address: `${host}${packagePath(facts.slug, locale)}`,
          t: WORDS[locale],
          palette: assets.palette,
          logo: assets.logo,
        }),
      };
    }),
  );
}

/** The card as SVG, laid out by satori (its text drawn as paths). */
export function cardSvg(
  element: ReactElement,
  assets: CardAssets,
): Promise<string> {
  return satori(element, { ...SHARE_IMAGE_SIZE, fonts: assets.fonts });
}

/** The card as PNG, at the size pages announce (SHARE_IMAGE_SIZE). */
export async function cardPng(
  element: ReactElement,
  assets: CardAssets,
): Promise<Buffer> {
  const svg = await cardSvg(element, assets);
  // The text is already paths: resvg needs no fonts of the system.
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
}

/** Draws every card of `packages` into the client build; gives the files' URL paths. */
export async function writePackageCards(
  clientDir: string,
  packages: readonly PackageEntry[],
  lineup: ChannelsFile,
): Promise<string[]> {
  const assets = await loadCardAssets();
  const cards = packageCards(packages, lineup, assets);
  for (const card of cards) {
    const file = path.join(clientDir, card.path);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, await cardPng(card.element, assets));
  }
  return cards.map((card) => card.path);
}

/** {@link writePackageCards} for the data files this build's pages were made from. */
export async function writeShippedPackageCards(
  clientDir: string,
): Promise<string[]> {
  const [packages, lineup] = await Promise.all([
    readDataFileOnce(DATA_PATHS.packages, packagesFileSchema),
    readDataFileOnce(DATA_PATHS.channels, channelsFileSchema),
  ]);
  return writePackageCards(clientDir, packages, lineup);
}
