import { formatAddress, site } from "~/config/site";

import { FooterLinks } from "./footer-links";
import { useClientValue } from "~/lib/use-client-value";

import styles from "./site-footer.module.css";

/**
 * The year shown by a page: the build year in the pre-rendered HTML (so it
 * hydrates cleanly), then the visitor's own year once the page runs.
 */
function useCurrentYear(): number {
  return useClientValue(
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}

export function SiteFooter() {
  const year = useCurrentYear();
  const { address } = site;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <FooterLinks className={styles.links} />
        <p>
          Email us: <a href={`mailto:${site.mail.sales}`}>{site.mail.sales}</a>{" "}
          for bulk and hotel accounts,{" "}
          <a href={`mailto:${site.mail.support}`}>{site.mail.support}</a> for
          help with watching.
        </p>
        <p>
          © <span data-testid="footer-year">{year}</span> {site.legalName}.{" "}
          {site.name} and {site.productLine} are registered trademarks of{" "}
          {site.legalName}.
        </p>
        <p>
          All content is officially licensed. Package channels may change
          without notice.
        </p>
        <address className={styles.address}>
          {site.legalName}, {formatAddress(address)}
        </address>
      </div>
    </footer>
  );
}
