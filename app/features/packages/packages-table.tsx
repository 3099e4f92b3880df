import { useId } from "react";

import type { ChannelsFile, PackageEntry } from "~/data/schemas";

import { AddOnAdds } from "./add-on-adds";
import { priceParts } from "~/lib/format-price";
import styles from "./packages-table.module.css";

interface PackagesTableProps {
  title: string;
  entries: readonly PackageEntry[];
  /** For add-ons: the active primary packages, to say what each add-on adds to them. */
  primaries?: readonly PackageEntry[];
  /** The channel lineup those lines are worked out from; without it, they are left out. */
  lineup?: ChannelsFile;
}

/** One section of the packages table, e.g. the primary packages. */
export function PackagesTable({
  title,
  entries,
  primaries,
  lineup,
}: PackagesTableProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{title}</h2>
      <table className={styles.table} aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Channels</th>
            <th scope="col">Description</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <th scope="row" className={styles.title}>
                {entry.title}
              </th>
              <td data-label="Channels">{entry.channels}</td>
              <td data-label="Description" className={styles.description}>
                {entry.description}
                {primaries && lineup && (
                  <AddOnAdds
                    addOn={entry}
                    primaries={primaries}
                    lineup={lineup}
                  />
                )}
              </td>
              <td data-label="Price" className={styles.priceCell}>
                {entry.label && (
                  <span className={styles.badge}>{entry.label}</span>
                )}
                <Price price={entry.price} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Price({ price }: { price: string }) {
  const { dollars, cents } = priceParts(price);
  return (
    <span className={styles.price}>
      <span className={styles.dollars}>${dollars}</span>
      <span className={styles.cents}>.{cents}/mo</span>
    </span>
  );
}
