import type { PartnersMessages } from "~/messages/en/partners";

import styles from "./partner-table.module.css";

/** The partnership at a glance: the problem partners have, what solves it, and what we offer. */
export function PartnerTable({ t }: { t: PartnersMessages["table"] }) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{t.caption}</caption>
      <tbody>
        <tr>
          <th scope="row">{t.challenge.title}</th>
          <td>{t.challenge.text}</td>
        </tr>
        <tr>
          <th scope="row">{t.solution.title}</th>
          <td>{t.solution.text}</td>
        </tr>
        <tr>
          <th scope="row">{t.offering.title}</th>
          <td>
            <ul className={styles.list}>
              {t.offering.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </td>
        </tr>
      </tbody>
    </table>
  );
}
