/** The id of the footer's year, which the page's script sets. */
export const FOOTER_YEAR_ID = "footer-year";

/**
 * The one inline script of every page, run as the page is parsed, so that a
 * page without script files is right too: the footer shows the visitor's
 * current year, also on a page pre-rendered in an earlier year. Small, and
 * the same on every page; the server and `_headers` allow it by its hash.
 */
export const PAGE_SCRIPT = `var y=document.getElementById(${JSON.stringify(FOOTER_YEAR_ID)});if(y)y.textContent=new Date().getFullYear();`;

/**
 * The page's inline script. The root layout renders it after the page, so
 * the footer is parsed before it runs, and React only ever hydrates it.
 */
export function PageScript() {
  return <script dangerouslySetInnerHTML={{ __html: PAGE_SCRIPT }} />;
}
