import { memo, type CSSProperties, useId } from "react";

import type { Channel } from "~/data/schemas";
import { ChannelNameLink } from "~/components/channel-name-link";
import { packagePath } from "~/config/paths";
import { useLocale } from "~/i18n/common";
import { isInPackage } from "~/lineup/membership";
import { packageSlug } from "~/lineup/slug";

import {
  type MatrixColumn,
  type MatrixWords,
  columnAmount,
  columnCount,
} from "./matrix";
import styles from "./compare.module.css";

interface CompareMatrixProps {
  t: MatrixWords;
  columns: readonly MatrixColumn[];
  /**
   * The rows in groups, each drawn as its own row group. A group that has
   * not changed is not drawn again, so adding rows costs only the new ones.
   */
  rowGroups: readonly (readonly Channel[])[];
  /** The id of the heading that names the table. */
  labelledBy: string;
  /** Each channel's page slug, by id: a row's name links to its page. */
  slugs: ReadonlyMap<number, string>;
}

/**
 * Channels down, packages across, a check where a package has the channel.
 * Header row and first column stay in view. Each cell holds only its words;
 * the stylesheet draws the mark, which saves the 2,500-cell table an element
 * per cell.
 *
 * The rows are laid out as grids rather than by table layout, so that each
 * group of rows can skip layout and paint while it is out of sight
 * (`content-visibility: auto`): laying out all 2,500 cells at once held a
 * phone's main thread for half a second. A table whose parts are restyled
 * this way loses its table semantics in some browsers, so every part states
 * its role.
 */
export function CompareMatrix({
  t,
  columns,
  rowGroups,
  labelledBy,
  slugs,
}: CompareMatrixProps) {
  const idBase = useId();
  const locale = useLocale();
  const columnId = (key: string, part: string) => `${idBase}${key}-${part}`;
  return (
    <div className={styles.frame}>
      <p className={styles.scrollHint} aria-hidden="true">
        {t.scrollHint}
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
        {/* eslint-disable jsx-a11y/no-redundant-roles -- see above: the roles are restated on purpose */}
        <table
          className={styles.table}
          role="table"
          aria-labelledby={labelledBy}
          style={{ "--columns": columns.length } as CSSProperties}
        >
          <thead role="rowgroup" className={styles.head}>
            <tr role="row" className={styles.row}>
              <th role="columnheader" scope="col" className={styles.corner}>
                {t.channel}
              </th>
              {/* Named by the package alone, which a screen reader repeats for
                  every cell; the kind, count and price are its description. */}
              {columns.map((column) => (
                <th
                  role="columnheader"
                  scope="col"
                  key={column.key}
                  className={styles.column}
                  aria-labelledby={columnId(column.key, "title")}
                  aria-describedby={["kind", "count", "price"]
                    .map((part) => columnId(column.key, part))
                    .join(" ")}
                >
                  <span
                    id={columnId(column.key, "title")}
                    className={styles.columnTitle}
                  >
                    <a href={packagePath(packageSlug(column.key), locale)}>
                      {column.title}
                    </a>
                  </span>
                  <span
                    id={columnId(column.key, "kind")}
                    className={styles.columnMeta}
                  >
                    {column.primary ? t.primary : t.addOn}
                  </span>
                  <span
                    id={columnId(column.key, "count")}
                    className={styles.columnMeta}
                  >
                    {columnCount(t, column)}
                  </span>
                  {/* On one line in every column; the smaller "/mo" leaves room for longer words. */}
                  <span
                    id={columnId(column.key, "price")}
                    className={styles.columnPrice}
                  >
                    {columnAmount(column)}
                    <span className={styles.perMonth}>{t.perMonth}</span>
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          {rowGroups.map((group) => (
            <RowGroup
              key={group[0]?.id ?? "empty"}
              t={t}
              columns={columns}
              channels={group}
              slugs={slugs}
            />
          ))}
        </table>
        {/* eslint-enable jsx-a11y/no-redundant-roles */}
      </div>
    </div>
  );
}

interface RowGroupProps {
  t: MatrixWords;
  columns: readonly MatrixColumn[];
  channels: readonly Channel[];
  slugs: ReadonlyMap<number, string>;
}

/** About as many characters as the narrowest name column holds on a line. */
const NAME_LINE_CHARACTERS = 12;

/**
 * The lines a run's names take beyond one a row, where the name column is
 * narrowest. A guess on the long side: a run out of sight keeps that room, and
 * a guess too short would lay its rows over the next run's until it is drawn.
 */
function wrappedLines(channels: readonly Channel[]): number {
  return channels.reduce(
    (lines, channel) =>
      lines + Math.ceil(channel.channelName.length / NAME_LINE_CHARACTERS) - 1,
    0,
  );
}

/**
 * A run of channel rows; redrawn only when its channels or the columns change.
 * Out of sight it keeps the room its rows are likely to take.
 */
const RowGroup = memo(function RowGroup({
  t,
  columns,
  channels,
  slugs,
}: RowGroupProps) {
  return (
    /* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- see CompareMatrix */
    <tbody
      role="rowgroup"
      className={styles.group}
      style={
        {
          "--rows": channels.length,
          "--wrapped-lines": wrappedLines(channels),
        } as CSSProperties
      }
    >
      {channels.map((channel) => (
        <tr role="row" key={channel.id} className={styles.row}>
          <th role="rowheader" scope="row" className={styles.rowHeader}>
            <ChannelNameLink
              name={channel.channelName}
              slug={slugs.get(channel.id)}
            />
          </th>
          {columns.map((column) =>
            isInPackage(channel.binary, column.key) ? (
              <td role="cell" key={column.key} className={styles.yes}>
                <span className={styles.words}>{t.included}</span>
              </td>
            ) : (
              <td role="cell" key={column.key} className={styles.no}>
                <span className={styles.words}>{t.notIncluded}</span>
              </td>
            ),
          )}
        </tr>
      ))}
    </tbody>
    /* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */
  );
});
