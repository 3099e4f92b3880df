import { useEffect } from "react";
import { useSearchParams } from "react-router";

import { DataAwait } from "~/components/data-await";
import type { ScreenData } from "~/data/use-screen-data";
import type { ChannelsFile, PackagesFile } from "~/data/schemas";
import { useLocale } from "~/i18n/common";
import type { FinderMessages } from "~/messages/en/finder";

import { ChannelFinder } from "./channel-finder";
import { readChosenQuery } from "./finder-choice";
import { loadAnswerPart } from "./load-answer-part";
import styles from "./finder.module.css";

type Files = [PackagesFile, ChannelsFile];

interface FinderScreenProps {
  t: FinderMessages;
  /** The screen's data, from `useScreenData`. */
  files: ScreenData<Files>;
}

/** The Channel Finder screen: heading, intro, then the finder once both files have loaded. */
export function FinderScreen({ t, files }: FinderScreenProps) {
  // A link that names channels shows an answer: its file loads beside the data.
  const [params] = useSearchParams();
  const locale = useLocale();
  const linked = readChosenQuery(params).length > 0;
  useEffect(() => {
    if (linked) void loadAnswerPart(locale);
  }, [linked, locale]);
  return (
    <>
      <h1>{t.title}</h1>
      <p className={styles.intro}>{t.intro}</p>
      <DataAwait data={files} what={t.what} reserve={styles.reserve}>
        {([packages, lineup]) => (
          <ChannelFinder t={t} packages={packages} lineup={lineup} />
        )}
      </DataAwait>
    </>
  );
}
