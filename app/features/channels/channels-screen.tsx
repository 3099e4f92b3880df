import { DataAwait } from "~/components/data-await";
import type { ScreenData } from "~/data/use-screen-data";
import type { ChannelsFile, PackagesFile } from "~/data/schemas";
import type { ChannelsMessages } from "~/messages/en/channels";

import { ChannelLineup } from "./channel-lineup";
import styles from "./channels.module.css";

interface ChannelsScreenProps {
  t: ChannelsMessages;
  title: string;
  /** The screen's data, from `useScreenData`: the lineup, and the packages unless they failed. */
  lineup: ScreenData<[ChannelsFile, PackagesFile | undefined]>;
}

/** The Channels screen; the Channels Test route shows it under another title. */
export function ChannelsScreen({ t, title, lineup }: ChannelsScreenProps) {
  return (
    <>
      <h1>{title}</h1>
      <p className="print-hidden">{t.intro}</p>
      <DataAwait data={lineup} what={t.what} reserve={styles.reserve}>
        {([data, packages]) => (
          <ChannelLineup t={t} data={data} packages={packages} />
        )}
      </DataAwait>
    </>
  );
}
