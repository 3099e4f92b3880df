import type { MouseEvent } from "react";

import { useCommon } from "~/i18n/common";

import styles from "./data-error.module.css";

interface DataErrorProps {
  /** What failed to load, e.g. "the channel lineup". */
  what: string;
  onRetry: (event: MouseEvent<HTMLButtonElement>) => void;
}

/** The in-page message for a data file that did not load; details go to the console. */
export function DataError({ what, onRetry }: DataErrorProps) {
  const t = useCommon().data;
  return (
    <div role="alert" className={styles.alert}>
      <p className={styles.message}>{t.failed(what)}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t.tryAgain}
      </button>
    </div>
  );
}
