import { DataAwait, DataFallback } from "~/components/data-await";
import type { ChannelsFile, PackagesFile } from "~/data/schemas";
import type { FinderMessages } from "~/messages/en/finder";

import { ChannelFinder } from "./channel-finder";
import styles from "./finder.module.css";

type Files = [PackagesFile, ChannelsFile];

interface FinderScreenProps {
  t: FinderMessages;
  /** The route's loader data; absent before the loader has run. */
  files?: Files | Promise<Files>;
}

/** The Channel Finder screen: heading, intro, then the finder once both files have loaded. */
export function FinderScreen({ t, files }: FinderScreenProps) {
  return (
    <>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      {files === undefined ? (
        <DataFallback what={t.what} reserve={styles.reserve} />
      ) : (
        <DataAwait resolve={files} what={t.what} reserve={styles.reserve}>
          {([packages, lineup]) => (
            <ChannelFinder t={t} packages={packages} lineup={lineup} />
          )}
        </DataAwait>
      )}
    </>
  );
}
