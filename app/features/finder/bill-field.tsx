import { useId } from "react";

import { type BillReading, formatMoney, savingLine } from "./bill-saving";
import styles from "./finder.module.css";

/** The optional bill to compare with, and the message when it cannot be read. */
export function BillField({
  value,
  reading,
  onChange,
}: {
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
        Your cable or satellite bill ($/month)
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
      <p id={messageId} className={styles.hint}>
        {invalid
          ? reading.message
          : "Optional: enter it to see what you would save."}
      </p>
    </div>
  );
}

/** "Compared with your bill of $205.00, the cheapest option is $120.01 less a month, $1,440.12 a year." */
export function BillSaving({
  billCents,
  priceCents,
}: {
  billCents: number;
  priceCents: number;
}) {
  return (
    <p className={styles.notice}>
      Compared with your bill of {formatMoney(billCents)}, the cheapest option
      is {savingLine(billCents, priceCents)}
    </p>
  );
}
