import { DataAwait } from "~/components/data-await";
import type { ScreenData } from "~/data/use-screen-data";
import type { ChannelsFile, PackagesFile } from "~/data/schemas";
import type { CompareMessages } from "~/messages/en/compare";

import { PackageCompare } from "./package-compare";
import styles from "./compare.module.css";

type Files = [PackagesFile, ChannelsFile];

interface CompareScreenProps {
  t: CompareMessages;
  /** The screen's data, from `useScreenData`. */
  files: ScreenData<Files>;
}

/** The Compare Packages screen: heading, intro, then the matrix once both files have loaded. */
export function CompareScreen({ t, files }: CompareScreenProps) {
  return (
    <>
      <h1>{t.title}</h1>
      <p className="print-hidden">{t.intro}</p>
      <DataAwait data={files} what={t.what} reserve={styles.reserve}>
        {([packages, lineup]) => (
          <PackageCompare t={t} packages={packages} lineup={lineup} />
        )}
      </DataAwait>
    </>
  );
}
