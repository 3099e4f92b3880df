import styles from "./loading-spinner.module.css";

/** A spinner that screen readers announce by its label. */
export function LoadingSpinner({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className={styles.status}>
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
