import styles from "./data-error.module.css";

interface DataErrorProps {
  /** What failed to load, e.g. "the channel lineup". */
  what: string;
  onRetry: () => void;
}

/** The in-page message for a data file that did not load; details go to the console. */
export function DataError({ what, onRetry }: DataErrorProps) {
  return (
    <div role="alert" className={styles.alert}>
      <p className={styles.message}>
        Sorry, we couldn’t load {what}. Please check your connection and try
        again.
      </p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
