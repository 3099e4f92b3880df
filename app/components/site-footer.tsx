import { type BusinessFacts, formatAddress, site } from "~/config/site";

import { useCommon } from "~/i18n/common";
import { useClientValue } from "~/lib/use-client-value";

import { FooterLinks } from "./footer-links";
import { MailAddress } from "./mail-address";
import { type Part, TextParts } from "./text-parts";
import { FOOTER_YEAR_ID, PAGE_END_ID, PageScript } from "./page-script";

import styles from "./site-footer.module.css";

/**
 * The year shown by a page: the build year in the pre-rendered HTML, which
 * the page's script sets to the visitor's own year as the page is parsed
 * (./page-script.tsx), and the visitor's year once React renders.
 */
function useCurrentYear(): number {
  return useClientValue(
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}

/**
 * The frame's footer; `facts` are the business's (app/config/site.ts), each
 * shown once set. With `script`, it ends with the page script, which sets
 * its year as the page is parsed.
 */
export function SiteFooter({
  facts = site.facts,
  script = false,
}: {
  facts?: BusinessFacts;
  script?: boolean;
}) {
  const year = useCurrentYear();
  const t = useCommon().footer;
  const { address } = site;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <FooterLinks className={styles.links} />
        <p>
          {t.contact(
            <MailAddress address={site.mail.sales} />,
            <MailAddress address={site.mail.support} />,
          )}
        </p>
        <FooterFacts facts={facts} />
        <p>
          ©{" "}
          {/* The page's script may have set the visitor's year before hydration. */}
          <span
            id={FOOTER_YEAR_ID}
            data-testid="footer-year"
            suppressHydrationWarning
          >
            {year}
          </span>{" "}
          {site.legalName}. {t.trademarks}
        </p>
        <p>{t.licensed}</p>
        <address className={styles.address}>
          {site.legalName}, {formatAddress(address)}
        </address>
      </div>
      {script && <PageScript />}
      {/* Where the first paint may start (app/root.tsx). */}
      <span id={PAGE_END_ID} hidden />
    </footer>
  );
}

/** The phone lines and support's languages, once the business has given them; else nothing. */
function FooterFacts({ facts }: { facts: BusinessFacts }) {
  const words = useCommon().facts;
  const sentences: Part[][] = [
    ...(facts.salesPhone ? [words.salesPhone(facts.salesPhone)] : []),
    ...(facts.supportPhone ? [words.supportPhone(facts.supportPhone)] : []),
    ...(facts.supportLanguages?.length
      ? [[words.supportLanguages(facts.supportLanguages)]]
      : []),
  ];
  if (sentences.length === 0) return null;
  return (
    <p>
      {
        <TextParts
          parts={sentences.flatMap((parts, index) =>
            index > 0 ? [" ", ...parts] : parts,
          )}
        />
      }
    </p>
  );
}
