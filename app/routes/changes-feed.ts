import { CHANGES_FEED_PATH, PATHS } from "~/config/paths";
import { site } from "~/config/site";
import { changesFeedXml } from "~/features/lineup-pages/changes-feed";
import { loadChanges } from "~/features/lineup-pages/load-changes.server";
import { changes } from "~/messages/en/changes";

// The Atom feed of the record of changes, written once at build time
// (pre-rendered like the pages): a file of the site, no page.
export async function loader() {
  const data = await loadChanges("en");
  const xml = changesFeedXml({
    entries: data.entries,
    words: changes.lines,
    titles: data.titles,
    feedTitle: changes.feedTitle,
    author: site.name,
    feedUrl: new URL(CHANGES_FEED_PATH, site.origin).href,
    pageUrl: new URL(PATHS.changes, site.origin).href,
    // An empty record has no date of its own: the feed is as of its build.
    emptyUpdated: `${new Date().toISOString().slice(0, 10)}T00:00:00Z`,
  });
  return new Response(xml, {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8" },
  });
}
