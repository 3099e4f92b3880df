import { useId } from "react";

import type { FinderMessages } from "~/messages/en/finder";

import type { BillReading } from "./bill-saving";
import styles from "./finder.module.css";

type BillWords = FinderMessages["bill"];

/** The optional bill to compare with, and the message when it cannot be read. */
export function BillField({
  t,
  value,
  reading,
  onChange,
}: {
  t: BillWords;
  value: string;
  reading: BillReading;
  onChange: (value: string) => void;
}) {
  const fieldId = useId();
  const messageId = useId();
  const invalid = reading.kind === "invalid";
  return (
    <div className={styles.combobox}>
      <label htmlFor={fieldId} className={styles.label}>
        {t.label}
      </label>
      <input
        id={fieldId}
        className={styles.input}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        aria-invalid={invalid}
        aria-describedby={messageId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <p
        id={messageId}
        className={invalid ? `${styles.hint} ${styles.hintError}` : styles.hint}
      >
        {invalid ? t.invalid[reading.problem] : t.optional}
      </p>
    </div>
  );
}
