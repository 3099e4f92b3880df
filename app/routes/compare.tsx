import { Link } from "react-router";

import type { Route } from "./+types/compare";
import { DataPairView } from "~/components/data-pair-view";
import { PATHS } from "~/config/paths";
import { site } from "~/config/site";
import { channelsFile, packagesFile } from "~/data/data-files";
import { PackageCompare } from "~/features/compare/package-compare";
import styles from "~/features/compare/compare.module.css";
import { pageMeta } from "~/lib/meta";

export function meta(_: Route.MetaArgs) {
  return pageMeta({
    title: "Compare Packages",
    description: `Every ${site.name} channel against every package: check which packages carry a channel, with each package's channel count and monthly price.`,
    path: PATHS.compare,
  });
}

export default function Compare() {
  return (
    <>
      <h1>Compare Packages</h1>
      <p className="print-hidden">
        Every channel against our primary packages and add-ons, with each
        package’s channel count and monthly price. Looking for the cheapest way
        to get certain channels? Try the{" "}
        <Link to={PATHS.finder}>Channel Finder</Link>.
      </p>
      <DataPairView
        files={[packagesFile, channelsFile]}
        what="the packages and channels"
        reserve={styles.reserve}
      >
        {(packages, lineup) => (
          <PackageCompare packages={packages} lineup={lineup} />
        )}
      </DataPairView>
    </>
  );
}
