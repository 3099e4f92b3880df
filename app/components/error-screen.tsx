import type { ErrorDetails } from "~/lib/error-details";
import linkRow from "~/styles/link-row.module.css";

import styles from "./error-screen.module.css";

/** A way out of the error screen. */
export interface ErrorScreenLink {
  href: string;
  label: string;
}

interface ErrorScreenProps extends ErrorDetails {
  /** The ways out, the home page of the screen's language first. */
  links: readonly ErrorScreenLink[];
}

/** The one error screen: the status large, its text beneath, then any message and the ways out. */
export function ErrorScreen({
  status,
  title,
  message,
  links,
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
      {/* Full page loads: whatever failed may have left the app unusable. */}
      <ul className={`${linkRow.row} ${styles.links}`}>
        {links.map(({ href, label }) => (
          <li key={href}>
            <a href={href}>{label}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
