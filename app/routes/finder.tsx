import type { Route } from "./+types/finder";
import {
  packagesAndLineupLinks,
  packagesAndLineupLoader,
} from "~/data/screen-loaders";
import { FinderScreen } from "~/features/finder/finder-screen";
import { useWords, wordsIn } from "~/i18n/words";
import { pageMetaAt } from "~/lib/meta";
import { HYDRATE } from "~/lib/page-scripts";

export function meta({ location, matches }: Route.MetaArgs) {
  return pageMetaAt(location, wordsIn(matches, "finder").meta);
}

export const handle = HYDRATE;

export const links = packagesAndLineupLinks;

export const clientLoader = packagesAndLineupLoader;

export function HydrateFallback() {
  return <FinderScreen t={useWords("finder")} />;
}

export default function Finder({ loaderData }: Route.ComponentProps) {
  return <FinderScreen t={useWords("finder")} files={loaderData.files} />;
}
