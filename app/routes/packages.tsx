import { Link } from "react-router";

import type { Route } from "./+types/packages";
import { DataView } from "~/components/data-view";
import { LoadingSpinner } from "~/components/loading-spinner";
import {
  CATCH_UP_HOURS,
  PRIMARY_PACKAGE_COUNT,
  SIMULTANEOUS_STREAMS,
} from "~/config/constants";
import { PATHS } from "~/config/paths";
import { channelsFile, packagesFile } from "~/data/data-files";
import { useDataFile } from "~/data/use-data-file";
import { PackagesTable } from "~/features/packages/packages-table";
import styles from "~/features/packages/packages-table.module.css";
import { splitPackages } from "~/features/packages/split-packages";
import { pageMeta } from "~/lib/meta";

export function meta(_: Route.MetaArgs) {
  return pageMeta({
    title: "Packages",
    description: "Compare the Keystone TV packages and their monthly prices.",
    path: PATHS.packages,
  });
}

export default function Screen() {
  // The add-ons' lines come from the lineup. The tables wait until it has
  // loaded or failed, so they appear once and nothing moves under the reader;
  // without the lineup they show everything but those lines.
  const { state: lineup } = useDataFile(channelsFile);
  return (
    <>
      <h1>Packages</h1>
      <p>
        Start with one of our {PRIMARY_PACKAGE_COUNT} primary packages, then add
        any add-on package you like. Every subscription streams on up to{" "}
        {SIMULTANEOUS_STREAMS} screens at once, includes {CATCH_UP_HOURS}-hour
        catch-up and comes with no contract: cancel anytime.
      </p>
      <p>
        To see every channel in a package, visit{" "}
        <Link to={PATHS.channels}>Channels</Link>. Not sure which package has
        your channels? The <Link to={PATHS.finder}>Channel Finder</Link> works
        out the cheapest way to get them, and{" "}
        <Link to={PATHS.compare}>Compare Packages</Link> sets every channel
        against every package. Other questions, from screens to devices, are
        answered in <Link to={PATHS.faq}>questions and answers</Link>.
      </p>
      <DataView
        file={packagesFile}
        what="the packages"
        reserve={styles.reserve}
      >
        {(entries) => {
          if (lineup.status === "loading") {
            return <LoadingSpinner label="Loading the packages…" />;
          }
          const { primary, addOns } = splitPackages(entries);
          return (
            <>
              {primary.length > 0 && (
                <PackagesTable title="Primary Packages" entries={primary} />
              )}
              {addOns.length > 0 && (
                <PackagesTable
                  title="Add-on Packages"
                  entries={addOns}
                  primaries={primary}
                  lineup={lineup.status === "ready" ? lineup.data : undefined}
                />
              )}
            </>
          );
        }}
      </DataView>
    </>
  );
}
