import { PATHS } from "~/config/paths";
import { SPANISH_PREFIX } from "~/i18n/locale";

import {
  LANGUAGE_CHOICE_ATTRIBUTE,
  LANGUAGE_LINK_CLASS,
} from "./language-link";
import { LANGUAGE_OFFER_ID } from "./language-offer";

/** The id of the page's main part: the skip link's target, and where focus goes when the offer is declined. */
export const MAIN_ID = "main";

/** The id of the footer's year, which the page's script sets. */
export const FOOTER_YEAR_ID = "footer-year";

/** Where the page script keeps the visitor's choice of language (local storage). */
export const LANGUAGE_CHOICE_KEY = "ktv-language";

/**
 * Where it keeps, for the page a language link leads to, the scroll position
 * and the words of the search fields (session storage): `[path, scrollY,
 * time, { [field name]: words }]`.
 */
export const LANGUAGE_MOVE_KEY = "ktv-move";

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
 * - the offer of the other language's page shows when the visitor chose
 *   that language (an English address someone sent to a visitor who chose
 *   Spanish), or, with no choice kept, when the browser prefers it (the
 *   first of English and Spanish it lists);
 * - a click on a language choice keeps it in local storage, hides the
 *   offer (the button that declines it gives focus to the page's main
 *   part, which the offer opens), and keeps the scroll position and the search fields' words for
 *   the page the link leads to. A page loaded within a few seconds restores
 *   the position and gives focus to its own language link, in view where the
 *   visitor left it; a page with scripts follows the link in place, keeping
 *   its position, and its search fields read their words
 *   (app/lib/carried-text.ts).
 * - a visitor who chose Spanish and opens Home (`/`) gets the Spanish home,
 *   before the first paint: on Home the script sits in the head, and hides
 *   the page while the browser goes. No choice, no redirect: search engines
 *   and first visits get the page they asked for. Elsewhere in the head, the
 *   rest waits for the page to be parsed.
 * Storage that the browser refuses is skipped. Each line of the source ends
 * in a backslash, so the script is sent as one line. The same on every page;
 * the server and `_headers` allow it by its hash.
 */
const json = JSON.stringify;
/** `data-lang` read as the script reads it, `element.dataset.lang`. */
const CHOICE_DATA_KEY = LANGUAGE_CHOICE_ATTRIBUTE.slice("data-".length);
export const PAGE_SCRIPT = `{let d=document,q=location,S=${json(LANGUAGE_MOVE_KEY)},L=${json(LANGUAGE_CHOICE_KEY)},E="addEventListener",g="getElementById",m,o,a,c,\
k=(a,b,c)=>{try{return(a?localStorage:sessionStorage)[c==null?"getItem":c?"setItem":"removeItem"](b,c)}catch{}},\
r=()=>{if(a=d[g](${json(FOOTER_YEAR_ID)}))a.textContent=new Date().getFullYear();\
try{m=JSON.parse(k(0,S))}catch{}k(0,S,0);\
if(m?.[0]==q.pathname&&Date.now()-m[2]<${LANGUAGE_MOVE_MS.toExponential().replace("+", "")}){scrollTo(0,m[1]);d.querySelector(".${LANGUAGE_LINK_CLASS}").focus()}\
o=d[g](${json(LANGUAGE_OFFER_ID)});if(o&&(k(1,L)||/(^|,)(e[ns])\\b/.exec(navigator.languages)?.[2])==o.lang){a=o.querySelector("a");a.href=a.pathname+q.search;o.hidden=0}};\
if(q.pathname==${json(PATHS.home)}&&k(1,L)=="es"){d.documentElement.hidden=1;q.replace(${json(SPANISH_PREFIX)}+q.search)}else{\
d.body?r():d[E]("DOMContentLoaded",r);\
d[E]("click",e=>{c=e.target.closest("[${LANGUAGE_CHOICE_ATTRIBUTE}]");a={};if(c){k(1,L,c.dataset.${CHOICE_DATA_KEY});if(o)o.hidden=1;if(c.href){\
for(m of d.querySelectorAll("[${CARRY_ATTRIBUTE}]"))m.value&&(a[m.name]=m.value);k(0,S,JSON.stringify([c.pathname,scrollY,Date.now(),a]))}else d[g](${json(MAIN_ID)}).focus()}},!0)}}`;

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
