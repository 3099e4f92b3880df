import type { Route } from "./+types/compare";
import {
  packagesAndLineupLinks,
  packagesAndLineupLoader,
} from "~/data/screen-loaders";
import { CompareScreen } from "~/features/compare/compare-screen";
import { useWords, wordsIn } from "~/i18n/words";
import { pageMetaAt } from "~/lib/meta";
import { HYDRATE } from "~/lib/page-scripts";

export function meta({ location, matches }: Route.MetaArgs) {
  return pageMetaAt(location, wordsIn(matches, "compare").meta);
}

export const handle = HYDRATE;

export const links = packagesAndLineupLinks;

export const clientLoader = packagesAndLineupLoader;

export function HydrateFallback() {
  return <CompareScreen t={useWords("compare")} />;
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  return <CompareScreen t={useWords("compare")} files={loaderData.files} />;
}
