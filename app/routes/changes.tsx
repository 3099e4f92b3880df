import type { Route } from "./+types/changes";
import { site } from "~/config/site";
import { CHANGES_FEED_PATH } from "~/config/paths";
import { ChangesPage } from "~/features/lineup-pages/changes-page";
import { loadChanges } from "~/features/lineup-pages/load-changes.server";
import { localeOfPath } from "~/i18n/locale";
import { useWords, wordsIn } from "~/i18n/words";
import { pageMetaAt } from "~/lib/meta";

// Runs while the page is pre-rendered: the record is text on the page, and
// the page ships no script.
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return { data: await loadChanges(locale) };
}

export function meta({ location, matches }: Route.MetaArgs) {
  const t = wordsIn(matches, "changes");
  return [
    ...pageMetaAt(location, t.meta),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      title: t.feedTitle,
      href: new URL(CHANGES_FEED_PATH, site.origin).href,
    },
  ];
}

export default function Changes({ loaderData }: Route.ComponentProps) {
  return <ChangesPage t={useWords("changes")} data={loaderData.data} />;
}
