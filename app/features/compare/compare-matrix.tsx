import type { Channel } from "~/data/schemas";
import { isInPackage } from "~/features/channels/membership";
import { priceParts } from "~/lib/format-price";

import type { MatrixColumn } from "./matrix";
import styles from "./compare.module.css";

interface CompareMatrixProps {
  columns: readonly MatrixColumn[];
  channels: readonly Channel[];
  /** The id of the heading that names the table. */
  labelledBy: string;
}

/**
 * Channels down, packages across, a check where a package has the channel.
 * Header row and first column stay in view. Each cell holds only its words;
 * the stylesheet draws the mark, which saves the 2,500-cell table an element
 * per cell.
 */
export function CompareMatrix({
  columns,
  channels,
  labelledBy,
}: CompareMatrixProps) {
  return (
    <div className={styles.frame}>
      <p className={styles.scrollHint} aria-hidden="true">
        Scroll the table sideways for every package
        <span className={styles.scrollArrow}>→</span>
      </p>
      <div
        className={styles.scroller}
        role="region"
        aria-labelledby={labelledBy}
        // The table scrolls inside this region, so the keyboard must reach it too.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <table className={styles.table} aria-labelledby={labelledBy}>
          <thead>
            <tr>
              <th scope="col" className={styles.corner}>
                Channel
              </th>
              {columns.map((column) => (
                <th scope="col" key={column.key} className={styles.column}>
                  <span className={styles.columnTitle}>{column.title}</span>
                  <span className={styles.columnMeta}>
                    {column.primary ? "Primary" : "Add-on"}
                  </span>
                  <span className={styles.columnMeta}>
                    {`${column.channelCount} channel${column.channelCount === 1 ? "" : "s"}`}
                  </span>
                  <ColumnPrice price={column.price} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {channels.map((channel) => (
              <tr key={channel.id}>
                <th scope="row" className={styles.rowHeader}>
                  {channel.channelName}
                </th>
                {columns.map((column) =>
                  isInPackage(channel.binary, column.key) ? (
                    <td key={column.key} className={styles.yes}>
                      <span className={styles.words}>Included</span>
                    </td>
                  ) : (
                    <td key={column.key} className={styles.no}>
                      <span className={styles.words}>Not included</span>
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** "$39.99/mo", on one line in every column. */
function ColumnPrice({ price }: { price: string }) {
  const { dollars, cents } = priceParts(price);
  return (
    <span className={styles.columnPrice}>
      ${dollars}.{cents}/mo
    </span>
  );
}
