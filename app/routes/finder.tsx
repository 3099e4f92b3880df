import { Link } from "react-router";

import type { Route } from "./+types/finder";
import { DataPairView } from "~/components/data-pair-view";
import { PATHS } from "~/config/paths";
import { site } from "~/config/site";
import { channelsFile, packagesFile } from "~/data/data-files";
import { ChannelFinder } from "~/features/finder/channel-finder";
import styles from "~/features/finder/finder.module.css";
import { pageMeta } from "~/lib/meta";

export function meta(_: Route.MetaArgs) {
  return pageMeta({
    title: "Channel Finder",
    description: `Pick the channels you watch and see the cheapest ${site.name} packages that carry them all, and what they cost each month.`,
    path: PATHS.finder,
  });
}

export default function Finder() {
  return (
    <>
      <h1>Channel Finder</h1>
      <p>
        Which package gets you your channels, and for how much? Add the channels
        you watch and we work out the cheapest way to get them all: one primary
        package plus any add-ons, at monthly prices. To see every channel side
        by side, <Link to={PATHS.compare}>compare the packages</Link>.
      </p>
      <DataPairView
        files={[packagesFile, channelsFile]}
        what="the packages and channels"
        reserve={styles.reserve}
      >
        {(packages, lineup) => (
          <ChannelFinder packages={packages} lineup={lineup} />
        )}
      </DataPairView>
    </>
  );
}
