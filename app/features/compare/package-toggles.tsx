import { useState } from "react";

import { useSay } from "~/components/page-status";
import type { PackageKey } from "~/config/constants";

import type { MatrixColumn } from "./matrix";
import styles from "./compare.module.css";

interface PackageTogglesProps {
  /** The group's name. */
  legend: string;
  columns: readonly MatrixColumn[];
  hidden: ReadonlySet<PackageKey>;
  onToggle: (key: PackageKey) => void;
  /** What a toggle did, for the page's polite region. */
  toggled: (
    title: string,
    shown: boolean,
    count: number,
    total: number,
  ) => string;
}

/**
 * A checkbox per package: which columns the matrix shows, e.g. fewer on a
 * phone. Each change is said, as a column that comes or goes is not.
 */
export function PackageToggles({
  legend,
  columns,
  hidden,
  onToggle,
  toggled,
}: PackageTogglesProps) {
  const [said, setSaid] = useState<string | null>(null);
  useSay(said);
  const toggle = (column: MatrixColumn) => {
    const shown = hidden.has(column.key);
    const count = columns.length - hidden.size + (shown ? 1 : -1);
    setSaid(toggled(column.title, shown, count, columns.length));
    onToggle(column.key);
  };
  return (
    <fieldset className={styles.toggles}>
      <legend className={styles.toolLabel}>{legend}</legend>
      <div className={styles.toggleList}>
        {columns.map((column) => (
          <label key={column.key} className={styles.toggle}>
            <input
              type="checkbox"
              checked={!hidden.has(column.key)}
              onChange={() => toggle(column)}
            />
            {column.title}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
