import { useEffect, useEffectEvent, useId, useState } from "react";

import type { FinderMessages } from "~/messages/en/finder";

import type { BillReading } from "./bill-saving";
import styles from "./finder.module.css";

type BillWords = FinderMessages["bill"];

/** How long typing rests before the bill counts, in ms: "120" is read once, not as $1, $12, then $120. */
export const BILL_SETTLE_MS = 600;

/**
 * The optional bill to compare with, and the message when it cannot be read.
 * What is typed reaches `onChange` once typing pauses, or when the field is
 * left, so the answer and the page's polite region change once per bill.
 */
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
  // What is typed, and the bill it was last sent as or received from outside.
  const [draft, setDraft] = useState({ text: value, from: value });
  // A bill from elsewhere (Back, a link) replaces what was typed.
  if (draft.from !== value) setDraft({ text: value, from: value });
  const commit = (text: string) => {
    if (text === value) return;
    setDraft((current) => ({ ...current, from: text }));
    onChange(text);
  };
  const settle = useEffectEvent(() => commit(draft.text));
  useEffect(() => {
    const timer = setTimeout(settle, BILL_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [draft.text]);
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
        value={draft.text}
        onChange={(event) => {
          const text = event.target.value;
          setDraft((current) => ({ ...current, text }));
        }}
        onBlur={() => commit(draft.text)}
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
