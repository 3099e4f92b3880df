import { useId } from "react";

import { shownName } from "~/data/in-language";
import type { Device } from "~/data/instructions-schema";
import { useLocale } from "~/i18n/common";
import { activePlatforms } from "~/lineup/platforms";

import styles from "./instructions.module.css";

interface PlatformPicksProps {
  title: string;
  devices: readonly Device[];
  /** Called with the data-file names, which the URL keeps in every language. */
  onChoose: (device: string, platform: string) => void;
}

/** Every platform as a one-tap choice, for visitors who know "Roku" better than "Streaming". */
export function PlatformPicks({
  title,
  devices,
  onChoose,
}: PlatformPicksProps) {
  const headingId = useId();
  const locale = useLocale();
  return (
    <section
      aria-labelledby={headingId}
      className={`${styles.picks} print-hidden`}
    >
      <h2 id={headingId} className={styles.picksTitle}>
        {title}
      </h2>
      <ul className={styles.pickList}>
        {devices.flatMap((device) =>
          activePlatforms(device).map((platform) => (
            <li key={`${device.name}\n${platform.name}`}>
              <button
                type="button"
                className={styles.pick}
                onClick={() => onChoose(device.name, platform.name)}
              >
                <span className={styles.pickName}>
                  {shownName(platform, locale)}
                </span>
                <span className={styles.pickDevice}>
                  {shownName(device, locale)}
                </span>
              </button>
            </li>
          )),
        )}
      </ul>
    </section>
  );
}
