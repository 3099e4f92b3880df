import { PATHS } from "./paths";

export interface NavItem {
  label: string;
  to: string;
}

/** The site's main navigation, read by both the wide bar and the drawer. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: "Packages", to: PATHS.packages },
  { label: "Channels", to: PATHS.channels },
  { label: "Instructions", to: PATHS.instructions },
  { label: "ISPs/MDUs", to: PATHS.partners },
  { label: "Sign Up", to: PATHS.signup },
];

/**
 * Whether a nav item is the current page. Only an exact match counts, so
 * Packages (/plus) stays dark on /plus/channels. A trailing slash is ignored:
 * pages are pre-rendered at "/plus/" and browsed at "/plus".
 */
export function isCurrentPage(pathname: string, to: string): boolean {
  const normalized =
    pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return normalized === to;
}
