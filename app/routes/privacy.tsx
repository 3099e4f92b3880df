import type { Route } from "./+types/privacy";
import { PrivacyPage } from "~/features/info/privacy-page";
import { useWords, wordsIn } from "~/i18n/words";
import { pageMetaAt } from "~/lib/meta";

export function meta({ location, matches }: Route.MetaArgs) {
  return pageMetaAt(location, wordsIn(matches, "privacy").meta);
}

export default function Privacy() {
  return <PrivacyPage t={useWords("privacy")} />;
}
