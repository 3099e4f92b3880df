import { Link } from "react-router";

import { DataView } from "~/components/data-view";
import { PATHS } from "~/config/paths";
import { channelsFile } from "~/data/data-files";

import { ChannelLineup } from "./channel-lineup";
import styles from "./channels.module.css";

/** The Channels screen; the Channels Test route shows it under another title. */
export function ChannelsScreen({ title }: { title: string }) {
  return (
    <>
      <h1>{title}</h1>
      <p className="print-hidden">
        Choose a package to see every channel it includes. Compare prices on{" "}
        <Link to={PATHS.packages}>Packages</Link>, or let the{" "}
        <Link to={PATHS.finder}>Channel Finder</Link> find the cheapest package
        with your channels.
      </p>
      <DataView
        file={channelsFile}
        what="the channel lineup"
        reserve={styles.reserve}
      >
        {(data) => <ChannelLineup data={data} />}
      </DataView>
    </>
  );
}
