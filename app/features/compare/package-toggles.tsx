import type { PackageKey } from "~/config/constants";

import type { MatrixColumn } from "./matrix";
import styles from "./compare.module.css";

interface PackageTogglesProps {
  /** The group's name. */
  legend: string;
  columns: readonly MatrixColumn[];
  hidden: ReadonlySet<PackageKey>;
  onToggle: (key: PackageKey) => void;
}

/** A checkbox per package: which columns the matrix shows, e.g. fewer on a phone. */
export function PackageToggles({
  legend,
  columns,
  hidden,
  onToggle,
}: PackageTogglesProps) {
  return (
    <fieldset className={styles.toggles}>
      <legend className={styles.toolLabel}>{legend}</legend>
      <div className={styles.toggleList}>
        {columns.map((column) => (
          <label key={column.key} className={styles.toggle}>
            <input
              type="checkbox"
              checked={!hidden.has(column.key)}
              onChange={() => onToggle(column.key)}
            />
            {column.title}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
