import { useCommon } from "~/i18n/common";
import { useClientValue } from "~/lib/use-client-value";
import { useCopy } from "~/lib/use-copy";

import styles from "./copy-button.module.css";

/**
 * Copies a mail address to the clipboard, for a phone with no email app.
 * It needs the page's scripts: in the pre-rendered HTML, and so on a page
 * without scripts, it is not there, and the address beside it stays plain
 * text to select. What it did shows on the button for a while and is said
 * in a polite region beside it.
 */
export function CopyButton({ address }: { address: string }) {
  const t = useCommon().copyAddress;
  const scripted = useClientValue(
    () => true,
    () => false,
  );
  const [state, copy] = useCopy();
  if (!scripted) return null;

  return (
    <>
      <button
        type="button"
        className={styles.button}
        onClick={() => void copy(address)}
      >
        {state === "copied" ? t.copied : t.button}{" "}
        <span className="visually-hidden">{address}</span>
      </button>
      {/* aria-live, not role="status": a data screen's status is its loading.
          Only a failure, which asks something of the visitor, shows here. */}
      <span
        aria-live="polite"
        className={state === "failed" ? styles.note : "visually-hidden"}
      >
        {state === "copied" ? t.copied : state === "failed" ? t.failed : ""}
      </span>
    </>
  );
}
