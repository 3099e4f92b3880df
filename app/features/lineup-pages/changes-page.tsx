import { PageIntro } from "~/components/page-intro";
import { CHANGES_FEED_PATH } from "~/config/paths";
import type { ChangesMessages } from "~/messages/en/changes";
import info from "~/styles/info-page.module.css";

import { ChangeList } from "./change-list";
import type { ChangesData } from "./load-changes.server";

/** The lineup's record of changes, newest first, or a plain line when it holds none. */
export function ChangesPage({
  t,
  data,
}: {
  t: ChangesMessages;
  data: ChangesData;
}) {
  return (
    <div className={info.page}>
      <PageIntro title={t.title} lead={t.lead} />
      {data.entries.length > 0 ? (
        <ChangeList
          entries={data.entries}
          words={t.lines}
          titles={data.titles}
          slugs={data.slugs}
          headingLevel={2}
        />
      ) : (
        <p>{t.none}</p>
      )}
      <p>
        <a href={CHANGES_FEED_PATH} type="application/atom+xml">
          {t.feed}
        </a>
      </p>
    </div>
  );
}
