import { useEffect, useState } from "react";

import { useCommon } from "~/i18n/common";
import { useClientValue } from "~/lib/use-client-value";

import styles from "./copy-button.module.css";

/** How long what the button did stays shown and said, in ms. */
export const COPY_NOTE_MS = 5000;

/**
 * Copies a mail address to the clipboard, for a phone with no email app.
 * It needs the page's scripts: in the pre-rendered HTML, and so on a page
 * without scripts, it is not there, and the address beside it stays plain
 * text to select. What it did shows on the button for a while and is said
 * in a polite region beside it, which then clears itself, so a second press
 * is said again.
 */
export function CopyButton({ address }: { address: string }) {
  const t = useCommon().copyAddress;
  const scripted = useClientValue(
    () => true,
    () => false,
  );
  const [note, setNote] = useState("");
  useEffect(() => {
    if (note === "") return;
    const timer = setTimeout(() => setNote(""), COPY_NOTE_MS);
    return () => clearTimeout(timer);
  }, [note]);
  if (!scripted) return null;
  const copied = note === t.copied;

  const copy = async () => {
    setNote("");
    try {
      await navigator.clipboard.writeText(address);
      setNote(t.copied);
    } catch {
      // No clipboard (a page not served over HTTPS) or no permission.
      setNote(t.failed);
    }
  };

  return (
    <>
      <button
        type="button"
        className={styles.button}
        onClick={() => void copy()}
      >
        {copied ? t.copied : t.button}{" "}
        <span className="visually-hidden">{address}</span>
      </button>
      {/* aria-live, not role="status": a data screen's status is its loading.
          The button shows a copy; only a failure, which asks something of
          the visitor, is shown here too. */}
      <span
        aria-live="polite"
        className={note === t.failed ? styles.note : "visually-hidden"}
      >
        {note}
      </span>
    </>
  );
}
