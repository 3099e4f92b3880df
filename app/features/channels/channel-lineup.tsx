import { useSearchParams } from "react-router";

import type { PackageKey } from "~/config/constants";
import type { ChannelsFile } from "~/data/schemas";
import { shortenText } from "~/lib/shorten-text";
import controls from "~/styles/controls.module.css";

import { ChannelBox } from "./channel-box";
import { ChannelSearch } from "./channel-search";
import { channelsInPackage } from "./membership";
import { splitMusic } from "./music-split";
import { choosePackage } from "./package-choice";
import { PackageSelect } from "./package-select";

import styles from "./channels.module.css";

/** The query parameter that names the package shown. */
export const PACKAGE_PARAM = "pkg";

/** The package chosen by `?pkg=` or the dropdown, and its channels. */
export function ChannelLineup({ data }: { data: ChannelsFile }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { selected, unknownValue } = choosePackage(
    searchParams.get(PACKAGE_PARAM),
    data.packages,
  );
  if (selected === null) return <p>There are no packages to show yet.</p>;

  const selectedTitle =
    data.packages.find((entry) => entry.name === selected)?.title ?? selected;
  const { tv, music } = splitMusic(channelsInPackage(data.channels, selected));

  // Replace, not push: the URL follows the choice without filling the history.
  const select = (key: PackageKey) =>
    setSearchParams(
      (params) => {
        params.set(PACKAGE_PARAM, key);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <>
      <p className={controls.printTitle}>{selectedTitle}</p>
      <PackageSelect
        packages={data.packages}
        value={selected}
        onChange={select}
      />
      {unknownValue !== null && (
        <p role="status" className={styles.notice}>
          We couldn’t find a package called “{shortenText(unknownValue)}”, so
          here is {selectedTitle}.
        </p>
      )}
      <ChannelSearch data={data} packageParam={PACKAGE_PARAM} />
      {tv.length > 0 && <ChannelBox title="TV Channels" channels={tv} />}
      {music.length > 0 && (
        <ChannelBox title="Music Channels" channels={music} />
      )}
    </>
  );
}
