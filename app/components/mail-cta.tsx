import type { ReactNode } from "react";

import { mailto } from "~/config/site";
import { useCommon } from "~/i18n/common";

import buttons from "./button-link.module.css";
import { CopyButton } from "./copy-button";
import styles from "./mail-cta.module.css";

interface MailCtaProps {
  address: string;
  /** Subject line the visitor's email app starts with. */
  subject: string;
  /** The start of the message, for the visitor to finish. */
  body?: string;
  children: ReactNode;
}

/**
 * A call to action that opens a mail with its subject filled in; the line
 * beside it says so and shows the address, with a button that copies it
 * for a phone with no email app.
 */
export function MailCta({ address, subject, body, children }: MailCtaProps) {
  const t = useCommon();
  return (
    <p className={styles.cta}>
      <a
        className={`${buttons.button} ${buttons.primary}`}
        href={mailto(address, subject, body)}
      >
        {children}
      </a>
      <span className={styles.address}>
        {t.mailOpens(address)}
        <CopyButton address={address} />
      </span>
    </p>
  );
}
