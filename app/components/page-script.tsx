import { LANGUAGE_CHOICE_ATTRIBUTE } from "./language-link";
import { LANGUAGE_OFFER_ID } from "./language-offer";

/** The id of the footer's year, which the page's script sets. */
export const FOOTER_YEAR_ID = "footer-year";

/** Where the page script keeps the visitor's choice of language (local storage). */
export const LANGUAGE_CHOICE_KEY = "keystone-tv-language";

/** Where it keeps the scroll position across the language link (session storage). */
export const LANGUAGE_SCROLL_KEY = "keystone-tv-language-scroll";

/** How long a kept scroll position waits for its page to load, in ms. */
const SCROLL_KEPT_MS = 10_000;

/**
 * The one inline script of every page, run as the page is parsed, so that a
 * page without script files is right too (docs/decisions.md, "Pages
 * without scripts"):
 * - the footer shows the visitor's current year, also on a page
 *   pre-rendered in an earlier year;
 * - the offer of the other language's page shows when the browser prefers
 *   that language (the first of English and Spanish it lists) and no choice
 *   is kept;
 * - a click on a language choice keeps it in local storage, hides the
 *   offer, and keeps the scroll position for the page the link leads to,
 *   which this script restores when that page loads within a few seconds.
 *   A page with scripts follows the link in place and keeps its position
 *   itself.
 * Storage that the browser refuses is skipped. Small, and the same on every
 * page; the server and `_headers` allow it by its hash.
 */
const json = JSON.stringify;
export const PAGE_SCRIPT = `(function(){var d=document,w=window,S=${json(LANGUAGE_SCROLL_KEY)},L=${json(LANGUAGE_CHOICE_KEY)},A=${json(LANGUAGE_CHOICE_ATTRIBUTE)};
function k(a,b,c){try{var s=w[a+"Storage"];return c===void 0?s.getItem(b):c===null?s.removeItem(b):s.setItem(b,c)}catch(e){return null}}
var y=d.getElementById(${json(FOOTER_YEAR_ID)});if(y)y.textContent=new Date().getFullYear();
var p=(k("session",S)||"").split(" ");k("session",S,null);
if(p[0]===location.pathname&&Date.now()-p[2]<${SCROLL_KEPT_MS})w.scrollTo(0,+p[1]);
var o=d.getElementById(${json(LANGUAGE_OFFER_ID)}),l=(navigator.languages||[navigator.language]).filter(function(t){return/^e[ns]\\b/i.test(t)})[0]||"";
if(o&&!k("local",L)&&o.lang===l.slice(0,2).toLowerCase()){var a=o.querySelector("a");a.href=a.pathname+location.search;o.hidden=false}
d.addEventListener("click",function(e){var c=e.target.closest&&e.target.closest("["+A+"]");if(!c)return;
k("local",L,c.getAttribute(A));if(o)o.hidden=true;if(c.href)k("session",S,c.pathname+" "+Math.round(w.scrollY)+" "+Date.now())},true)})();`;

/**
 * The page's inline script. The root layout renders it after the page, so
 * the footer is parsed before it runs, and React only ever hydrates it.
 */
export function PageScript() {
  return <script dangerouslySetInnerHTML={{ __html: PAGE_SCRIPT }} />;
}
