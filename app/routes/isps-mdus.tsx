import type { Route } from "./+types/isps-mdus";
import { PartnersPage } from "~/features/partners/partners-page";
import { useWords, wordsIn } from "~/i18n/words";
import { pageMetaAt } from "~/lib/meta";

export function meta({ location, matches }: Route.MetaArgs) {
  return pageMetaAt(location, wordsIn(matches, "partners").meta);
}

export default function IspsMdus() {
  return <PartnersPage t={useWords("partners")} />;
}
