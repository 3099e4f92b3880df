import type { Route } from "./+types/compare";
import {
  loadPackagesAndLineup,
  packagesAndLineupLinks,
} from "~/data/screen-files";
import { useScreenData } from "~/data/use-screen-data";
import { CompareScreen } from "~/features/compare/compare-screen";
import { useWords, wordsIn } from "~/i18n/words";
import { pageMetaAt } from "~/lib/meta";

export function meta({ location, matches }: Route.MetaArgs) {
  return pageMetaAt(location, wordsIn(matches, "compare").meta);
}

export const links = packagesAndLineupLinks;

export default function Compare() {
  return (
    <CompareScreen
      t={useWords("compare")}
      files={useScreenData(loadPackagesAndLineup)}
    />
  );
}
