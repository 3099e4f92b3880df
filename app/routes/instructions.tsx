import type { Route } from "./+types/instructions";
import {
  instructionsLinks,
  instructionsLoader,
} from "~/data/instructions-file";
import { InstructionsScreen } from "~/features/instructions/instructions-screen";
import { useWords, wordsIn } from "~/i18n/words";
import { pageMetaAt } from "~/lib/meta";
import { HYDRATE } from "~/lib/page-scripts";

export function meta({ location, matches }: Route.MetaArgs) {
  return pageMetaAt(location, wordsIn(matches, "instructions").meta);
}

export const handle = HYDRATE;

export const links = instructionsLinks;

export const clientLoader = instructionsLoader;

export function HydrateFallback() {
  return <InstructionsScreen t={useWords("instructions")} />;
}

export default function Instructions({ loaderData }: Route.ComponentProps) {
  return (
    <InstructionsScreen
      t={useWords("instructions")}
      instructions={loaderData.instructions}
    />
  );
}
