import type { ErrorDetails } from "~/lib/error-details";

import styles from "./error-screen.module.css";

interface ErrorScreenProps extends ErrorDetails {
  /** The way out: the home page of the screen's language. */
  home: { href: string; label: string };
}

/** The one error screen: the status large, its text beneath, then any message. */
export function ErrorScreen({
  status,
  title,
  message,
  home,
}: ErrorScreenProps) {
  return (
    <section className={styles.screen} aria-labelledby="error-title">
      {status !== undefined && (
        <p className={styles.status} aria-hidden="true">
          {status}
        </p>
      )}
      <h1 id="error-title" className={styles.title}>
        {status !== undefined && (
          <span className="visually-hidden">{status} </span>
        )}
        {title}
      </h1>
      {message && <p className={styles.message}>{message}</p>}
      <p>
        {/* A full page load: whatever failed may have left the app unusable. */}
        <a href={home.href}>{home.label}</a>
      </p>
    </section>
  );
}
