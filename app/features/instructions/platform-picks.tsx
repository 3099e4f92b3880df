import { useId } from "react";

import type { InstructionsFile } from "~/data/schemas";

import { activePlatforms } from "./platforms";
import styles from "./instructions.module.css";

type Device = InstructionsFile["devices"][number];

interface PlatformPicksProps {
  devices: readonly Device[];
  onChoose: (device: string, platform: string) => void;
}

/** Every platform as a one-tap choice, for visitors who know "Roku" better than "Streaming". */
export function PlatformPicks({ devices, onChoose }: PlatformPicksProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`${styles.picks} print-hidden`}
    >
      <h2 id={headingId} className={styles.picksTitle}>
        Or pick what you watch on
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
                <span className={styles.pickName}>{platform.name}</span>
                <span className={styles.pickDevice}>{device.name}</span>
              </button>
            </li>
          )),
        )}
      </ul>
    </section>
  );
}
