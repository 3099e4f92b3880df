import type { PATHS } from "./paths";

/** The five screens of the main navigation, in the order of docs/decisions.md, "Routes and screens"; keys of `PATHS` and of the catalogues' `nav`. */
export const NAV_KEYS = [
  "packages",
  "channels",
  "instructions",
  "partners",
  "signup",
] as const satisfies readonly (keyof typeof PATHS)[];

export type NavKey = (typeof NAV_KEYS)[number];

export interface NavItem {
  key: NavKey;
  label: string;
  to: string;
}

/** The main navigation in one language, read by both the wide bar and the drawer. */
export function navItems(
  paths: Readonly<Record<NavKey, string>>,
  labels: Readonly<Record<NavKey, string>>,
): NavItem[] {
  return NAV_KEYS.map((key) => ({ key, label: labels[key], to: paths[key] }));
}

/**
 * Whether a nav item is the current page. Only an exact match counts, so
 * Packages (/plus) stays dark on /plus/channels. A trailing slash is ignored.
 */
export function isCurrentPage(pathname: string, to: string): boolean {
  const normalized =
    pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return normalized === to;
}
