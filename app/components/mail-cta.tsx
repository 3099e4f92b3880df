import type { ReactNode } from "react";

import { mailto } from "~/config/site";

import buttons from "./button-link.module.css";
import styles from "./mail-cta.module.css";

interface MailCtaProps {
  address: string;
  /** Subject line the visitor's mail program starts with. */
  subject: string;
  children: ReactNode;
}

/** A call to action that opens a mail with its subject filled in; the address shows too, for copying. */
export function MailCta({ address, subject, children }: MailCtaProps) {
  return (
    <p className={styles.cta}>
      <a
        className={`${buttons.button} ${buttons.primary}`}
        href={mailto(address, subject)}
      >
        {children}
      </a>
      <span className={styles.address}>{address}</span>
    </p>
  );
}
