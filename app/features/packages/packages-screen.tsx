import { DataAwait } from "~/components/data-await";
import type { ScreenData } from "~/data/use-screen-data";
import type { ChannelsFile, PackagesFile } from "~/data/schemas";
import { splitPackages } from "~/lineup/split-packages";
import type { PackagesMessages } from "~/messages/en/packages";

import { PackagesTable } from "./packages-table";
import styles from "./packages-table.module.css";

export type PackagesFiles = [PackagesFile, ChannelsFile | undefined];

interface PackagesScreenProps {
  t: PackagesMessages;
  /** The screen's data, from `useScreenData`. */
  files: ScreenData<PackagesFiles>;
}

/** The Packages screen: the intro, then the primary and add-on tables. */
export function PackagesScreen({ t, files }: PackagesScreenProps) {
  return (
    <>
      <h1>{t.title}</h1>
      {t.intro.map((paragraph, index) => (
        // The intro is fixed copy; its order is its identity.
        <p key={index}>{paragraph}</p>
      ))}
      <DataAwait data={files} what={t.what} reserve={styles.reserve}>
        {([entries, lineup]) => {
          const { primary, addOns } = splitPackages(entries);
          return (
            <>
              {primary.length > 0 && (
                <PackagesTable t={t} title={t.primary} entries={primary} />
              )}
              {addOns.length > 0 && (
                <PackagesTable
                  t={t}
                  title={t.addOns}
                  entries={addOns}
                  primaries={primary}
                  lineup={lineup}
                />
              )}
            </>
          );
        }}
      </DataAwait>
    </>
  );
}
