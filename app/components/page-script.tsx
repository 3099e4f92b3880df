import { PATHS } from "~/config/paths";
import { SPANISH_PREFIX } from "~/i18n/locale";

import { LANGUAGE_CHOICE_ATTRIBUTE, LANGUAGE_LINK_ID } from "./language-link";
import { LANGUAGE_OFFER_ID } from "./language-offer";

/** The id of the page's main part: the skip link's target, and where focus goes when the offer is declined. */
export const MAIN_ID = "main";

/** The id of the footer's year, which the page's script sets. */
export const FOOTER_YEAR_ID = "footer-year";

/** Where the page script keeps the visitor's choice of language (local storage). */
export const LANGUAGE_CHOICE_KEY = "ktv-language";

/**
 * Where it keeps, for the page a language link leads to, the scroll position
 * (session storage): `path,scrollY,time`.
 */
export const LANGUAGE_MOVE_KEY = "ktv-move";

/** How long a kept move waits for its page, in ms. */
export const LANGUAGE_MOVE_MS = 10_000;

/**
 * The root element's attribute naming the language the visitor chose, or
 * else the one the browser prefers: `en`, `es`, or none.
 */
export const PREFERS_ATTRIBUTE = "data-prefers";

/**
 * The id of the footer's last element, after the page script (Home's is in
 * its head): Chromium draws nothing before it is parsed (the root's
 * `<link rel="expect">`), so the first paint shows the whole page, as the
 * script has left it.
 */
export const PAGE_END_ID = "page-end";

/** Whether the page's script runs in its head: Home's, which may send the visitor on. */
export const scriptInHead = (pathname: string) => pathname === PATHS.home;

/** The id of the bar's menu button: where focus goes after Back to a link that was in the closed menu. */
export const MENU_BUTTON_ID = "menu-button";

/**
 * The one inline script of every page, run as the page is parsed, so that a
 * page without script files is right too (docs/decisions.md, "Pages
 * without scripts"):
 * - the footer shows the visitor's current year, also on a page
 *   pre-rendered in an earlier year;
 * - the root element's {@link PREFERS_ATTRIBUTE} names the language the
 *   visitor chose (a visitor who chose Spanish may open an English address
 *   someone sent), or, with no choice kept, the one the browser prefers
 *   (the first of English and Spanish it lists): the stylesheet then shows
 *   the offer of the page in that language from the first paint
 *   (language-offer.module.css), and the script gives its link the query;
 * - a click on a language choice keeps it in local storage and takes the
 *   attribute away, which hides the offer (the button that declines it
 *   gives focus to the page's main part, which the offer opens); a language
 *   link also keeps the scroll position, as it was before the offer went,
 *   for the page it leads to. A page loaded
 *   within a few seconds restores the position and gives focus to its own
 *   language link, in view where the visitor left it. A page with scripts
 *   follows the link in place, keeping its position, and carries its search
 *   fields' words itself (app/lib/carried-text.ts);
 * - a click on any link notes, in the page's history entry, which link it
 *   was. When the browser loads the page again for Back (rather than
 *   showing it as it was left), the script gives focus to that link, which
 *   was in view there, as the browser itself does when it keeps the page.
 *   A link of the menu, closed by then, leaves focus on the menu button. A
 *   link that is no longer the same (another page, another build) gets
 *   nothing.
 * Storage that the browser refuses is skipped. Each line of the source ends
 * in a backslash, so the script is sent as one line. The server and
 * `_headers` allow each page's script by its hash.
 */
const json = JSON.stringify;
/** `data-lang` read as the script reads it, `element.dataset.lang`. */
const CHOICE_DATA_KEY = LANGUAGE_CHOICE_ATTRIBUTE.slice("data-".length);
const id = (name: string) => `d[g](${json(name)})`;
/** Sets `PREFERS_ATTRIBUTE` on the root element, as `element.dataset` names it. */
const prefers = `D.dataset.${PREFERS_ATTRIBUTE.slice("data-".length)}`;
/**
 * `menu`: whether the page has the bar's menu, where focus goes after Back
 * to one of its links.
 */
const start = (
  menu: boolean,
) => `{let d=document,D=d.documentElement,q=location,H=history,S=${json(LANGUAGE_MOVE_KEY)},L=${json(LANGUAGE_CHOICE_KEY)},g="getElementById",m,a,c,\
k=(b,c,s)=>{try{s=b==L?localStorage:sessionStorage;return c?s[b]=c:c==0?delete s[b]:s[b]}catch{}},\
r=()=>{${id(FOOTER_YEAR_ID)}?.replaceChildren(new Date().getFullYear());\
(a=d.links[(m=H.state)?.f])&&a.href==m.h&&(${menu ? `${id(MENU_BUTTON_ID)}?.focus(),` : ""}a.focus());\
m=k(S)?.split(",");k(S,0);\
m?.[0]==q.pathname&&Date.now()-m[2]<${LANGUAGE_MOVE_MS.toExponential().replace("+", "")}&&(scrollTo(0,m[1]),${id(LANGUAGE_LINK_ID)}?.focus());\
(a=d.querySelector("#${LANGUAGE_OFFER_ID} a"))&&(a.search=q.search)};\
(m=k(L)||/(^|,)(e[ns])\\b/.exec(navigator.languages)?.[2])&&(${prefers}=m);`;
const CLICK = `addEventListener("click",e=>{if(c=e.target.closest("[${LANGUAGE_CHOICE_ATTRIBUTE}]")){c.href?k(S,[c.pathname,scrollY,Date.now()]):${id(MAIN_ID)}.focus();\
k(L,c.dataset.${CHOICE_DATA_KEY});delete ${prefers}}\
if(c=e.target.closest("a"))H.replaceState({...H.state,f:[...d.links].indexOf(c),h:c.href},"")},!0)`;

/**
 * The script at the end of every page's footer but Home's: the page above
 * it is parsed, so it runs at once.
 */
export const PAGE_SCRIPT = `${start(true)}r();${CLICK}}`;

/**
 * Home's script, in its head: a visitor who chose Spanish gets the Spanish
 * home before the first paint, the page hidden while the browser goes. No
 * choice, no redirect: search engines and first visits get the page they
 * asked for. Otherwise the rest waits for the page to be parsed. Home has
 * no menu.
 */
export const HOME_SCRIPT = `${start(false)}if(k(L)=="es"){D.hidden=1;q.replace(${json(SPANISH_PREFIX)}+q.search)}else{addEventListener("DOMContentLoaded",r);${CLICK}}}`;

/**
 * The page's inline script: the footer renders it as its last part, or, on
 * Home, the root layout in the head. React only ever hydrates it.
 */
export function PageScript({ home = false }: { home?: boolean }) {
  // The browser runs it from the HTML only: a script that React renders
  // never runs, so the browser's bundle leaves its text out.
  return (
    <script
      dangerouslySetInnerHTML={{
        __html: import.meta.env.SSR ? (home ? HOME_SCRIPT : PAGE_SCRIPT) : "",
      }}
      suppressHydrationWarning
    />
  );
}
