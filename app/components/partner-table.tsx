import { PRIMARY_PACKAGE_COUNT } from "~/config/constants";
import { site } from "~/config/site";
import { countWordCapitalized } from "~/lib/count-word";

import styles from "./partner-table.module.css";

/** The partnership at a glance: the problem partners have, what solves it, and what we offer. */
export function PartnerTable() {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>The partnership at a glance</caption>
      <tbody>
        <tr>
          <th scope="row">The Challenge</th>
          <td>
            Households are leaving cable for streaming, and each one that cuts
            the cord takes its TV spending elsewhere. Building a TV service of
            your own means channel licensing, a video platform and an app for
            every device.
          </td>
        </tr>
        <tr>
          <th scope="row">The Solution</th>
          <td>
            {site.name}: a licensed, live channel lineup delivered over the
            internet connection you already provide, with apps for the web,
            phones, streaming players and smart TVs. No set-top boxes, no new
            wiring.
          </td>
        </tr>
        <tr>
          <th scope="row">The Offering</th>
          <td>
            <ul className={styles.list}>
              <li>
                {countWordCapitalized(PRIMARY_PACKAGE_COUNT)} primary packages
                plus add-ons, matched to your market and budget
              </li>
              <li>Bulk and hotel accounts under a single agreement</li>
              <li>Co-branded launch promotions and marketing material</li>
              <li>Technical onboarding with your network and support teams</li>
            </ul>
          </td>
        </tr>
      </tbody>
    </table>
  );
}
