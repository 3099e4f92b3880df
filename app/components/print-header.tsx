import { useLocation, useMatches } from "react-router";

import { site } from "~/config/site";
import { basePath, localeOfPath, localizedPath } from "~/i18n/locale";
import { isNotFoundPage } from "~/lib/page-scripts";
import { useClientValue } from "~/lib/use-client-value";

import styles from "./print-header.module.css";

/**
 * The top of a printed page: the site's name and the page's address, so a
 * sheet handed on says where it came from and how to find it again. Paper
 * only; the screen has the bar. The path is the canonical one; the query (a
 * package, the Finder's channels) joins it once the page runs, as the
 * pre-rendered HTML has none. A not-found page's HTML is served at every
 * address it does not know, so it names one only once running.
 */
export function PrintHeader() {
  const { pathname, search } = useLocation();
  const inBrowser = useClientValue(
    () => true,
    () => false,
  );
  const notFound = isNotFoundPage(useMatches());
  const known = inBrowser || !notFound;
  const path = localizedPath(basePath(pathname), localeOfPath(pathname));
  return (
    <p className={styles.header}>
      <strong>{site.name}</strong>
      {known && (
        <>
          {" "}
          <span className={styles.address}>
            {new URL(`${path}${inBrowser ? search : ""}`, site.origin).href}
          </span>
        </>
      )}
    </p>
  );
}
