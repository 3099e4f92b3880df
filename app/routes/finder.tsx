import type { Route } from "./+types/finder";
import {
  loadPackagesAndLineup,
  packagesAndLineupLinks,
} from "~/data/screen-files";
import { useScreenData } from "~/data/use-screen-data";
import { FinderScreen } from "~/features/finder/finder-screen";
import { withLinkedAnswer } from "~/features/finder/load-answer-part";
import { useWords, wordsIn } from "~/i18n/words";
import { pageMetaAt } from "~/lib/meta";

export function meta({ location, matches }: Route.MetaArgs) {
  return pageMetaAt(location, wordsIn(matches, "finder").meta);
}

export const links = packagesAndLineupLinks;

/** Both files; on a first load from a link that names channels, the answer's code too. */
const loadFinder = () => withLinkedAnswer(loadPackagesAndLineup());

export default function Finder() {
  return (
    <FinderScreen t={useWords("finder")} files={useScreenData(loadFinder)} />
  );
}
