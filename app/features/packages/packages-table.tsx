import { useId } from "react";

import { packageTexts } from "~/data/in-language";
import type { ChannelsFile, PackageEntry } from "~/data/schemas";
import { packagePath } from "~/config/paths";
import { useCommon } from "~/i18n/common";
import { priceParts } from "~/lineup/format-price";
import { packageSlug } from "~/lineup/slug";
import type { PackagesMessages } from "~/messages/en/packages";

import { AddOnAdds } from "./add-on-adds";
import styles from "./packages-table.module.css";

interface PackagesTableProps {
  t: PackagesMessages;
  title: string;
  entries: readonly PackageEntry[];
  /** For add-ons: the active primary packages, to say what each add-on adds to them. */
  primaries?: readonly PackageEntry[];
  /** The channel lineup those lines are worked out from; without it, they are left out. */
  lineup?: ChannelsFile;
}

/** One section of the packages table, e.g. the primary packages. */
export function PackagesTable({
  t,
  title,
  entries,
  primaries,
  lineup,
}: PackagesTableProps) {
  const headingId = useId();
  const { locale } = useCommon();
  const columns = t.columns;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{title}</h2>
      <table className={styles.table} aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">{columns.title}</th>
            <th scope="col">{columns.channels}</th>
            <th scope="col">{columns.description}</th>
            <th scope="col">{columns.price}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const texts = packageTexts(entry, locale);
            return (
              <tr key={entry.id}>
                <th scope="row" className={styles.title}>
                  {/* A plain link: the package's page ships no script. */}
                  <a href={packagePath(packageSlug(entry.name), locale)}>
                    {texts.title}
                  </a>
                </th>
                <td data-label={columns.channels}>{texts.channels}</td>
                <td
                  data-label={columns.description}
                  className={styles.description}
                >
                  {texts.description}
                  {primaries && lineup && (
                    <AddOnAdds
                      t={t.adds}
                      addOn={entry}
                      primaries={primaries}
                      lineup={lineup}
                    />
                  )}
                </td>
                <td data-label={columns.price} className={styles.priceCell}>
                  {texts.label && (
                    <span className={styles.badge}>{texts.label}</span>
                  )}
                  <Price price={entry.price} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/** "$34.50/mo", the dollars large; the suffix is the page language's. */
function Price({ price }: { price: string }) {
  const { perMonth } = useCommon();
  const { dollars, cents } = priceParts(price);
  return (
    <span className={styles.price}>
      <span className={styles.dollars}>${dollars}</span>
      <span className={styles.cents}>{`.${cents}${perMonth}`}</span>
    </span>
  );
}
