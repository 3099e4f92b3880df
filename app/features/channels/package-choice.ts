import {
  DEFAULT_PACKAGE,
  PRIMARY_PACKAGE_COUNT,
  type PackageKey,
  SELECTOR_PACKAGE_LIMIT,
} from "~/config/constants";

interface NamedPackage {
  name: PackageKey;
}

/** The selector's two groups: entries 1–4, then entries 5–8 of the channels file's list. */
export function selectorGroups<T extends NamedPackage>(
  packages: readonly T[],
): { primary: T[]; addOns: T[] } {
  return {
    primary: packages.slice(0, PRIMARY_PACKAGE_COUNT),
    addOns: packages.slice(PRIMARY_PACKAGE_COUNT, SELECTOR_PACKAGE_LIMIT),
  };
}

export interface PackageChoice {
  /** The package to show, or null when there is none to choose. */
  selected: PackageKey | null;
  /** The `?pkg=` value when it names no selectable package. */
  unknownValue: string | null;
  /** The package it names when that one is real but beyond the selector's entries (HBO, Showtime). */
  elsewhere: PackageKey | null;
}

/**
 * Reads `?pkg=`: absent or empty means the default package; a value naming a
 * selectable package (in any letter case) selects it; anything else selects
 * the default and is reported back, with the package it names when that one
 * is in the list beyond the selector.
 */
export function choosePackage(
  pkg: string | null,
  packages: readonly NamedPackage[],
): PackageChoice {
  const selectable = packages.slice(0, SELECTOR_PACKAGE_LIMIT);
  const fallback =
    selectable.find((entry) => entry.name === DEFAULT_PACKAGE)?.name ??
    selectable[0]?.name ??
    null;
  if (!pkg) return { selected: fallback, unknownValue: null, elsewhere: null };
  const wanted = pkg.toLowerCase();
  const named = packages.find((entry) => entry.name.toLowerCase() === wanted);
  return named && selectable.includes(named)
    ? { selected: named.name, unknownValue: null, elsewhere: null }
    : {
        selected: fallback,
        unknownValue: pkg,
        elsewhere: named ? named.name : null,
      };
}
