import { useId } from "react";

import type { FinderMessages } from "~/messages/en/finder";

import { type BillReading, savingLine } from "./bill-saving";
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

/** "Compared with your bill of $205.00, the cheapest option is $120.01 less a month, $1,440.12 a year." */
export function BillSaving({
  t,
  billCents,
  priceCents,
}: {
  t: BillWords;
  billCents: number;
  priceCents: number;
}) {
  return (
    <p className={styles.notice}>
      {savingLine(t.saving, billCents, priceCents)}
    </p>
  );
}
