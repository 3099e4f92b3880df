import type { ErrorDetails } from "~/lib/error-details";

import styles from "./error-screen.module.css";

/** The one error screen: the status large, its text beneath, then any message. */
export function ErrorScreen({ status, title, message }: ErrorDetails) {
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
        <a href="/">Go to the home page</a>
      </p>
    </section>
  );
}
