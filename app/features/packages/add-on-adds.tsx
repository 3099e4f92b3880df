import { packageTexts } from "~/data/in-language";
import type { ChannelsFile, PackageEntry } from "~/data/schemas";
import { useLocale } from "~/i18n/common";
import { addOnCoverage } from "~/lineup/add-on-coverage";
import type { PackagesMessages } from "~/messages/en/packages";

import styles from "./packages-table.module.css";

/** What an add-on adds to each active primary package, worked out from the channel lineup. */
export function AddOnAdds({
  t,
  addOn,
  primaries,
  lineup,
}: {
  t: PackagesMessages["adds"];
  addOn: PackageEntry;
  primaries: readonly PackageEntry[];
  lineup: ChannelsFile;
}) {
  const locale = useLocale();
  if (primaries.length === 0) return null;
  const titled = primaries.map((entry) => ({
    name: entry.name,
    title: packageTexts(entry, locale).title,
  }));
  const { total, newTo, holder } = addOnCoverage(addOn.name, titled, lineup);
  if (total === 0) return null;
  return (
    <div className={styles.adds}>
      {holder && (
        <p className={styles.holder}>{t.holder(total, holder.title)}</p>
      )}
      <p>{t.intro}</p>
      <ul aria-label={t.listName(packageTexts(addOn, locale).title)}>
        {newTo.map(({ name, title, count }) => (
          <li key={name}>
            {title}: {t.count(count)}
          </li>
        ))}
      </ul>
    </div>
  );
}
