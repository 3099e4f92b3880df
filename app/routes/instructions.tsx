import type { Route } from "./+types/instructions";
import { instructionsLinks, loadInstructions } from "~/data/instructions-file";
import { useScreenData } from "~/data/use-screen-data";
import { InstructionsScreen } from "~/features/instructions/instructions-screen";
import { useWords, wordsIn } from "~/i18n/words";
import { pageMetaAt } from "~/lib/meta";

export function meta({ location, matches }: Route.MetaArgs) {
  return pageMetaAt(location, wordsIn(matches, "instructions").meta);
}

export const links = instructionsLinks;

export default function Instructions() {
  return (
    <InstructionsScreen
      t={useWords("instructions")}
      instructions={useScreenData(loadInstructions)}
    />
  );
}
