import { useDeferredValue, useId, useMemo, useState } from "react";

import type { PackageKey } from "~/config/constants";
import { site } from "~/config/site";
import type { ChannelsFile, PackagesFile } from "~/data/schemas";
import { createNameIndex, searchNames } from "~/features/channels/name-match";
import { chunk } from "~/lib/chunk";

import { CompareMatrix } from "./compare-matrix";
import { UTF8_BOM, toCsv } from "./csv";
import { downloadText } from "./download-file";
import { matrixColumns, matrixRecords } from "./matrix";
import { PackageToggles } from "./package-toggles";
import { useProgressiveCount } from "./use-progressive-count";
import styles from "./compare.module.css";

/**
 * Rows per row group. The first group comes with the data and fills the
 * scroller's first screen; one more group follows each frame, a task short
 * enough that the page still answers input at once on a slow phone.
 */
const ROWS_PER_GROUP = 16;

const CSV_FILE_NAME = `${site.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-channels-by-package.csv`;

interface PackageCompareProps {
  packages: PackagesFile;
  lineup: ChannelsFile;
}

/** The comparison matrix with its name filter, package choice and CSV download. */
export function PackageCompare({ packages, lineup }: PackageCompareProps) {
  const { channels } = lineup;
  const filterId = useId();
  const headingId = useId();
  const [query, setQuery] = useState("");
  const [hidden, setHidden] = useState<ReadonlySet<PackageKey>>(new Set());
  const columns = useMemo(
    () => matrixColumns(packages, channels),
    [packages, channels],
  );
  const index = useMemo(
    () => createNameIndex(channels, (channel) => channel.channelName),
    [channels],
  );

  // The table follows the field a moment behind, in a render React can
  // interrupt, so typing stays quick however many rows match.
  const shownQuery = useDeferredValue(query);
  const filtering = shownQuery.trim() !== "";
  const rows = useMemo(() => {
    if (!filtering) return channels;
    const { matches, suggestions } = searchNames(index, shownQuery);
    const matched = new Set([...matches, ...suggestions]);
    // The filter keeps the lineup's order rather than ranking matches.
    return channels.filter((channel) => matched.has(channel));
  }, [channels, index, filtering, shownQuery]);
  // The first screenful of rows comes with the data and the rest follow a
  // group a frame, so the 2,500-cell table never blocks the page for long.
  const rowGroups = useMemo(() => chunk(rows, ROWS_PER_GROUP), [rows]);
  const drawnGroups = useProgressiveCount(rowGroups.length, 1, 3);
  const shownGroups =
    drawnGroups < rowGroups.length
      ? rowGroups.slice(0, drawnGroups)
      : rowGroups;
  const shownColumns = useMemo(
    () => columns.filter((column) => !hidden.has(column.key)),
    [columns, hidden],
  );

  const toggle = (key: PackageKey) =>
    setHidden((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const download = () =>
    downloadText(
      CSV_FILE_NAME,
      UTF8_BOM + toCsv(matrixRecords(columns, channels)),
      "text/csv;charset=utf-8",
    );

  return (
    <>
      <div className={`${styles.tools} print-hidden`}>
        <div className={styles.filter}>
          <label htmlFor={filterId} className={styles.toolLabel}>
            Filter channels by name
          </label>
          <input
            id={filterId}
            type="search"
            className={styles.field}
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <div className={styles.download}>
          <button type="button" className={styles.button} onClick={download}>
            Download CSV
          </button>
          <p className={styles.note}>
            The file holds every channel and package, whatever the filter shows.
          </p>
        </div>
        <PackageToggles columns={columns} hidden={hidden} onToggle={toggle} />
      </div>
      <h2 id={headingId}>Channels by package</h2>
      <p aria-live="polite" className={styles.count}>
        {filtering
          ? `Showing ${rows.length} of ${channels.length} channels.`
          : `All ${channels.length} channels.`}
      </p>
      {rows.length === 0 ? (
        <p>No channel matches that name.</p>
      ) : shownColumns.length === 0 ? (
        <p>Choose at least one package to compare.</p>
      ) : (
        <CompareMatrix
          columns={shownColumns}
          rowGroups={shownGroups}
          labelledBy={headingId}
        />
      )}
    </>
  );
}
