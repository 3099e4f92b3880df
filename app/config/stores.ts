/**
 * Where to watch: the web player and the app stores, in the order of Home's
 * badge row. Only Home links to them, so they live apart from ./site.ts,
 * which every page loads. The badges' words are in Home's catalogues.
 */

export interface StoreLink {
  id: "web" | "ios" | "android" | "amazon" | "roku" | "samsung" | "lg";
  href: string;
}

export const WEB_PLAYER_URL = "https://watch.keystonetv.example/";

export const STORES: readonly StoreLink[] = [
  {
    id: "web",
    href: WEB_PLAYER_URL,
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
