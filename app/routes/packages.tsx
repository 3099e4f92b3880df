import type { Route } from "./+types/packages";
import {
  loadPackagesWithLineup,
  packagesAndLineupLinks,
} from "~/data/screen-files";
import { useScreenData } from "~/data/use-screen-data";
import { PackagesScreen } from "~/features/packages/packages-screen";
import { useWords, wordsIn } from "~/i18n/words";
import { pageMetaAt } from "~/lib/meta";

export function meta({ location, matches }: Route.MetaArgs) {
  return pageMetaAt(location, wordsIn(matches, "packages").meta);
}

export const links = packagesAndLineupLinks;

export default function Packages() {
  return (
    <PackagesScreen
      t={useWords("packages")}
      files={useScreenData(loadPackagesWithLineup)}
    />
  );
}
