import { site } from "~/config/site";
import styles from "~/styles/info-page.module.css";

/**
 * The top of a text page (Sign Up, FAQ, Privacy, Accessibility): the product
 * line above the page's heading, and its lead paragraph.
 */
export function PageIntro({ title, lead }: { title: string; lead: string }) {
  return (
    <div className={styles.intro}>
      <p className={styles.eyebrow}>{site.productLine}</p>
      <h1>{title}</h1>
      <p className={styles.lead}>{lead}</p>
    </div>
  );
}
