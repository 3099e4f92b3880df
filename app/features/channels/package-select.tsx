import { useId } from "react";

import type { PackageKey } from "~/config/constants";
import type { ChannelPackage } from "~/data/schemas";
import type { ChannelsMessages } from "~/messages/en/channels";

import { selectorGroups } from "./package-choice";
import styles from "./channels.module.css";

interface PackageSelectProps {
  t: ChannelsMessages["select"];
  packages: readonly ChannelPackage[];
  value: PackageKey;
  onChange: (key: PackageKey) => void;
}

/** The package dropdown: primary packages, then add-ons, under headings that cannot be chosen. */
export function PackageSelect({
  t,
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
      <label htmlFor={id}>{t.label}</label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => choose(event.target.value)}
      >
        <optgroup label={t.primary}>
          {primary.map((entry) => (
            <option key={entry.name} value={entry.name}>
              {entry.title}
            </option>
          ))}
        </optgroup>
        {addOns.length > 0 && (
          <optgroup label={t.addOns}>
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
