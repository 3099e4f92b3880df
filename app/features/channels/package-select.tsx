import { useId } from "react";

import type { PackageKey } from "~/config/constants";
import type { ChannelPackage } from "~/data/schemas";

import { selectorGroups } from "./package-choice";
import styles from "./channels.module.css";

interface PackageSelectProps {
  packages: readonly ChannelPackage[];
  value: PackageKey;
  onChange: (key: PackageKey) => void;
}

/** The package dropdown: primary packages, then add-ons, under headings that cannot be chosen. */
export function PackageSelect({
  packages,
  value,
  onChange,
}: PackageSelectProps) {
  const id = useId();
  const { primary, addOns } = selectorGroups(packages);
  const choose = (name: string) => {
    const entry = packages.find((candidate) => candidate.name === name);
    if (entry) onChange(entry.name);
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id}>Select your package</label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => choose(event.target.value)}
      >
        <optgroup label="Primary Packages">
          {primary.map((entry) => (
            <option key={entry.name} value={entry.name}>
              {entry.title}
            </option>
          ))}
        </optgroup>
        {addOns.length > 0 && (
          <optgroup label="Add-On Packages">
            {addOns.map((entry) => (
              <option key={entry.name} value={entry.name}>
                {entry.title}
              </option>
            ))}
          </optgroup>
        )}
      </select>
    </div>
  );
}
