import type { PartnersMessages } from "~/messages/en/partners";

import styles from "./partner-benefits.module.css";

interface PartnerBenefitsProps {
  benefits: PartnersMessages["benefits"]["items"];
  labelledBy: string;
}

/** What a partner gets, as four short cards. */
export function PartnerBenefits({
  benefits,
  labelledBy,
}: PartnerBenefitsProps) {
  return (
    <ul className={styles.benefits} aria-labelledby={labelledBy}>
      {benefits.map((benefit) => (
        <li key={benefit.title} className={styles.benefit}>
          <h3 className={styles.title}>{benefit.title}</h3>
          <p className={styles.text}>{benefit.text}</p>
        </li>
      ))}
    </ul>
  );
}
