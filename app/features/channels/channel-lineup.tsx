import { useMemo } from "react";

import type { ChannelsFile } from "~/data/schemas";
import type { ChannelsMessages } from "~/messages/en/channels";
import { shortenText } from "~/lib/shorten-text";
import { useQueryState } from "~/lib/use-query-state";
import controls from "~/styles/controls.module.css";

import { ChannelBox } from "./channel-box";
import { ChannelSearch } from "./channel-search";
import { channelsInPackage } from "~/lineup/membership";
import { splitMusic } from "~/lineup/music-split";
import { channelSlugs } from "~/lineup/slug";
import { choosePackage } from "./package-choice";
import { PackageSelect } from "./package-select";

import styles from "./channels.module.css";

/** The query parameter that names the package shown. */
export const PACKAGE_PARAM = "pkg";

const readPackage = (params: URLSearchParams) => params.get(PACKAGE_PARAM);

function writePackage(value: string | null, params: URLSearchParams): string {
  if (value === null) params.delete(PACKAGE_PARAM);
  else params.set(PACKAGE_PARAM, value);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The package chosen by `?pkg=` or the dropdown, and its channels. */
export function ChannelLineup({
  t,
  data,
}: {
  t: ChannelsMessages;
  data: ChannelsFile;
}) {
  const [pkg, setPkg] = useQueryState(readPackage, writePackage);
  const slugs = useMemo(() => channelSlugs(data.channels), [data.channels]);
  const { selected, unknownValue } = choosePackage(pkg, data.packages);
  if (selected === null) return <p>{t.noPackages}</p>;

  const selectedTitle =
    data.packages.find((entry) => entry.name === selected)?.title ?? selected;
  const { tv, music } = splitMusic(channelsInPackage(data.channels, selected));

  return (
    <>
      <p className={controls.printTitle}>{selectedTitle}</p>
      <PackageSelect
        t={t.select}
        packages={data.packages}
        value={selected}
        onChange={setPkg}
      />
      {unknownValue !== null && (
        <p role="status" className={styles.notice}>
          {t.unknownPackage(shortenText(unknownValue), selectedTitle)}
        </p>
      )}
      <ChannelSearch
        t={t.search}
        data={data}
        slugs={slugs}
        packageParam={PACKAGE_PARAM}
      />
      {tv.length > 0 && (
        <ChannelBox title={t.tvChannels} channels={tv} slugs={slugs} />
      )}
      {music.length > 0 && (
        <ChannelBox title={t.musicChannels} channels={music} slugs={slugs} />
      )}
    </>
  );
}
