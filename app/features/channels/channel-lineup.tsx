import { useMemo, useState } from "react";

import { ChannelBox } from "~/components/channel-box";
import { Say } from "~/components/page-status";
import type { ChannelsFile, PackagesFile } from "~/data/schemas";
import { useCommon, useLocale } from "~/i18n/common";
import { channelCountText } from "~/lineup/channel-count-text";
import { formatMonthlyPrice } from "~/lineup/format-price";
import type { ChannelsMessages } from "~/messages/en/channels";
import {
  PACKAGE_PARAM,
  readPackageParam,
  writePackageParam,
} from "~/lib/package-param";
import { shortenText } from "~/lib/shorten-text";
import { useQueryState } from "~/lib/use-query-state";
import controls from "~/styles/controls.module.css";

import { ChannelSearch } from "./channel-search";
import { channelsInPackage } from "~/lineup/membership";
import { splitMusic } from "~/lineup/music-split";
import { channelSlugs, listedChannel } from "~/lineup/slug";
import { choosePackage } from "./package-choice";
import { PackageSelect } from "./package-select";

import styles from "./channels.module.css";

/** The package chosen by `?pkg=` or the dropdown, and its channels; on paper, its name and price above them. */
export function ChannelLineup({
  t,
  data,
  packages,
}: {
  t: ChannelsMessages;
  data: ChannelsFile;
  /** The packages file, for the printed price; `undefined` when it failed. */
  packages: PackagesFile | undefined;
}) {
  const [pkg, setPkg] = useQueryState(readPackageParam, writePackageParam);
  const locale = useLocale();
  const { perMonth } = useCommon();
  const slugs = useMemo(() => channelSlugs(data.channels), [data.channels]);
  // Once the visitor picks a package, the page's region says what it holds.
  const [picked, setPicked] = useState(false);
  const { selected, unknownValue, elsewhere } = choosePackage(
    pkg,
    data.packages,
  );
  if (selected === null) return <p>{t.noPackages}</p>;

  const selectedTitle =
    data.packages.find((entry) => entry.name === selected)?.title ?? selected;
  const offer = packages?.find(
    (entry) => entry.name === selected && entry.active,
  );
  const { tv, music } = splitMusic(
    channelsInPackage(data.channels, selected).map(listedChannel(slugs)),
  );

  return (
    <>
      <p className={controls.printTitle}>{selectedTitle}</p>
      {offer && (
        <p className={controls.printLine}>
          {formatMonthlyPrice(offer.price, perMonth)}
        </p>
      )}
      <PackageSelect
        t={t.select}
        packages={data.packages}
        value={selected}
        onChange={(key) => {
          setPicked(true);
          setPkg(key);
        }}
      />
      {picked && (
        <Say
          message={t.shown(
            selectedTitle,
            channelCountText({ tv: tv.length, music: music.length }, locale),
          )}
        />
      )}
      {unknownValue !== null && (
        <p role="status" className={styles.notice}>
          {elsewhere !== null
            ? t.elsewherePackage(
                data.packages.find((entry) => entry.name === elsewhere)
                  ?.title ?? elsewhere,
                elsewhere,
                selectedTitle,
              )
            : t.unknownPackage(shortenText(unknownValue), selectedTitle)}
        </p>
      )}
      <ChannelSearch
        t={t.search}
        data={data}
        slugs={slugs}
        packageParam={PACKAGE_PARAM}
      />
      {tv.length > 0 && (
        <ChannelBox className={styles.box} title={t.tvChannels} channels={tv} />
      )}
      {music.length > 0 && (
        <ChannelBox
          className={styles.box}
          title={t.musicChannels}
          channels={music}
        />
      )}
    </>
  );
}
