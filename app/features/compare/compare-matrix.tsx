import { type CSSProperties, useEffect, useId, useRef } from "react";

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
  /** The channels, a row each. */
  rows: readonly Channel[];
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
 * The rows are laid out as grids on the same tracks rather than by table
 * layout, which held a phone's main thread for half a second over 2,500
 * cells. A table whose parts are restyled this way loses its table semantics
 * in some browsers, so every part states its role.
 *
 * What takes focus in the table stops below its header row: the scroller's
 * scroll padding is the header's height, measured, since the header grows
 * with the text size and with the words of its columns.
 */
/**
 * Scrolls the table sideways so that what just took focus is clear of the
 * sticky first column: browsers scroll a focused element into view only when
 * it is outside the scroller, not when a sticky cell covers it.
 */
function revealBesideFirstColumn(scroller: HTMLElement, event: FocusEvent) {
  const target = event.target;
  const corner = scroller.querySelector("th");
  if (!(target instanceof Element) || target === scroller || !corner) return;
  if (target.closest("th") === corner) return;
  if (target.closest('[scope="row"]')) return;
  const covered =
    corner.getBoundingClientRect().right - target.getBoundingClientRect().left;
  if (covered > 0) scroller.scrollLeft -= covered + FOCUS_MARGIN;
}

/** Room left between a focused element and the sticky first column, in px. */
const FOCUS_MARGIN = 4;

export function CompareMatrix({
  t,
  columns,
  rows,
  labelledBy,
  slugs,
}: CompareMatrixProps) {
  const idBase = useId();
  const head = useRef<HTMLTableSectionElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  // Written on the element rather than through state, so that a change of
  // the header's height does not draw the 2,500 cells again.
  useEffect(() => {
    const element = head.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      scroller.current?.style.setProperty(
        "--head-size",
        `${element.getBoundingClientRect().height}px`,
      );
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, []);
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const reveal = (event: FocusEvent) => {
      revealBesideFirstColumn(element, event);
    };
    element.addEventListener("focusin", reveal);
    return () => {
      element.removeEventListener("focusin", reveal);
    };
  }, []);
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
        ref={scroller}
        role="region"
        aria-labelledby={labelledBy}
        // The table scrolls inside this region, so the keyboard must reach it too.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        {/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- see above: the roles are restated on purpose */}
        <table
          className={styles.table}
          role="table"
          aria-labelledby={labelledBy}
          style={{ "--columns": columns.length } as CSSProperties}
        >
          <thead role="rowgroup" className={styles.head} ref={head}>
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
          <tbody role="rowgroup" className={styles.body}>
            {rows.map((channel) => (
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
        </table>
        {/* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */}
      </div>
    </div>
  );
}
