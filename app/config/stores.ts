/**
 * Where to watch: the web player and the app stores, in the order of Home's
 * badge row. Only Home links to them, so they live apart from ./site.ts,
 * which every page loads. The badges' words are in Home's catalogues.
 */

import type { StoreId } from "./facts-schema";
import { site } from "./site";

export type { StoreId };

export interface StoreLink {
  id: StoreId;
  href: string;
}

/**
 * The placeholders, until the business supplies the real links
 * (`site.facts.storeLinks`); `npm run check:launch` names each one left.
 */
export const PLACEHOLDER_STORES: readonly StoreLink[] = [
  {
    id: "web",
    href: "https://watch.keystonetv.example/",
  },
  {
    id: "ios",
    href: "https://apps.apple.com/us/app/keystone-tv-plus/id0000000000",
  },
  {
    id: "android",
    href: "https://play.google.com/store/apps/details?id=example.keystonetv.plus",
  },
  {
    id: "amazon",
    href: "https://www.amazon.com/dp/B000000000",
  },
  {
    id: "roku",
    href: "https://channelstore.roku.com/details/keystone-tv-plus",
  },
  {
    id: "samsung",
    href: "https://www.samsung.com/us/appstore/app/keystone-tv-plus",
  },
  {
    id: "lg",
    href: "https://us.lgappstv.com/main/tvapp/detail?appId=keystone-tv-plus",
  },
];

/** Each store's link: the real one once set, else its placeholder. */
export const STORES: readonly StoreLink[] = PLACEHOLDER_STORES.map(
  ({ id, href }) => ({ id, href: site.facts.storeLinks?.[id] ?? href }),
);

/** The web player, the first of the links. */
export const WEB_PLAYER_URL = STORES.find(({ id }) => id === "web")?.href ?? "";
