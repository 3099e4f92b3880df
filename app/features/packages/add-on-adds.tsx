import type { ChannelsFile, PackageEntry } from "~/data/schemas";

import { addOnCoverage } from "./add-on-coverage";
import styles from "./packages-table.module.css";

const channelWord = (count: number) =>
  `${count} channel${count === 1 ? "" : "s"}`;

/** What an add-on adds to each active primary package, worked out from the channel lineup. */
export function AddOnAdds({
  addOn,
  primaries,
  lineup,
}: {
  addOn: PackageEntry;
  primaries: readonly PackageEntry[];
  lineup: ChannelsFile;
}) {
  if (primaries.length === 0) return null;
  const { total, newTo, holder } = addOnCoverage(addOn.name, primaries, lineup);
  if (total === 0) return null;
  return (
    <div className={styles.adds}>
      {holder && (
        <p className={styles.holder}>
          {total === 1
            ? `Its channel comes with ${holder.title}.`
            : `All ${total} channels come with ${holder.title}.`}
        </p>
      )}
      <p>New channels it adds to each primary package:</p>
      <ul aria-label={`New channels ${addOn.title} adds`}>
        {newTo.map(({ name, title, count }) => (
          <li key={name}>
            {title}: {count === 0 ? "none" : channelWord(count)}
          </li>
        ))}
      </ul>
    </div>
  );
}
