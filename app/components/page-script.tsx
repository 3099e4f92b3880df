import { LANGUAGE_CHOICE_ATTRIBUTE } from "./language-link";
import { LANGUAGE_OFFER_ID } from "./language-offer";

/** The id of the footer's year, which the page's script sets. */
export const FOOTER_YEAR_ID = "footer-year";

/** Where the page script keeps the visitor's choice of language (local storage). */
export const LANGUAGE_CHOICE_KEY = "ktv-language";

/**
 * Where it keeps, for the page a language link leads to, the scroll position
 * and the words of the search fields (session storage): `[path, scrollY,
 * time, { [field name]: words }]`.
 */
export const LANGUAGE_MOVE_KEY = "ktv-language-move";

/** How long a kept move waits for its page, in ms. */
export const LANGUAGE_MOVE_MS = 10_000;

/** Search fields whose words the language link carries: a `name` and this attribute. */
export const CARRY_ATTRIBUTE = "data-carry";

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
 *   offer, and keeps the scroll position and the search fields' words for
 *   the page the link leads to. A page loaded within a few seconds restores
 *   the position; a page with scripts follows the link in place, keeping its
 *   position, and its search fields read their words
 *   (app/lib/carried-text.ts).
 * Storage that the browser refuses is skipped. Each line of the source ends
 * in a backslash, so the script is sent as one line. The same on every page;
 * the server and `_headers` allow it by its hash.
 */
const json = JSON.stringify;
export const PAGE_SCRIPT = `(function(){var d=document,w=window,S=${json(LANGUAGE_MOVE_KEY)},L=${json(LANGUAGE_CHOICE_KEY)},A=${json(LANGUAGE_CHOICE_ATTRIBUTE)},m;\
function k(a,b,c){try{var s=w[a+"Storage"];return c===0?s.removeItem(b):c==null?s.getItem(b):s.setItem(b,c)}catch(e){}}\
var y=d.getElementById(${json(FOOTER_YEAR_ID)});if(y)y.textContent=new Date().getFullYear();\
try{m=JSON.parse(k("session",S))}catch(e){}k("session",S,0);\
if(m&&m[0]==location.pathname&&Date.now()-m[2]<${LANGUAGE_MOVE_MS})w.scrollTo(0,m[1]);\
var o=d.getElementById(${json(LANGUAGE_OFFER_ID)}),l=navigator.languages.filter(function(t){return/^e[ns]\\b/.test(t)})[0]||"";\
if(o&&!k("local",L)&&o.lang==l.slice(0,2)){var a=o.querySelector("a");a.href=a.pathname+location.search;o.hidden=0}\
d.addEventListener("click",function(e){var c=e.target.closest("["+A+"]"),t={};if(!c)return;\
k("local",L,c.getAttribute(A));if(o)o.hidden=1;if(!c.href)return;\
d.querySelectorAll("input[${CARRY_ATTRIBUTE}][name]").forEach(function(f){if(f.value)t[f.name]=f.value});\
k("session",S,JSON.stringify([c.pathname,w.scrollY|0,Date.now(),t]))},true)})();`;

/**
 * The page's inline script. The root layout renders it after the page, so
 * the footer is parsed before it runs, and React only ever hydrates it.
 */
export function PageScript() {
  // The browser runs it from the HTML only: a script that React renders
  // never runs, so the browser's bundle leaves its text out.
  return (
    <script
      dangerouslySetInnerHTML={{
        __html: import.meta.env.SSR ? PAGE_SCRIPT : "",
      }}
      suppressHydrationWarning
    />
  );
}
