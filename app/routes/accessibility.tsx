import type { Route } from "./+types/accessibility";
import { AccessibilityPage } from "~/features/info/accessibility-page";
import { useWords, wordsIn } from "~/i18n/words";
import { pageMetaAt } from "~/lib/meta";

export function meta({ location, matches }: Route.MetaArgs) {
  return pageMetaAt(location, wordsIn(matches, "accessibility").meta);
}

export default function Accessibility() {
  return <AccessibilityPage t={useWords("accessibility")} />;
}
