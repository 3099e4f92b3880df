import { PRIMARY_PACKAGE_COUNT } from "~/config/constants";

/**
 * Splits package entries into primary (the first entries by position) and
 * add-ons (the rest), then drops inactive ones from each part. Position comes
 * first, so hiding an entry never moves another into the other part.
 */
export function splitPackages<T extends { active: boolean }>(
  entries: readonly T[],
): { primary: T[]; addOns: T[] } {
  const isActive = (entry: T) => entry.active;
  return {
    primary: entries.slice(0, PRIMARY_PACKAGE_COUNT).filter(isActive),
    addOns: entries.slice(PRIMARY_PACKAGE_COUNT).filter(isActive),
  };
}
