// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { LANGUAGE_LINK_ID } from "./language-link";
import {
  FOOTER_YEAR_ID,
  HOME_SCRIPT,
  LANGUAGE_CHOICE_KEY,
  LANGUAGE_MOVE_KEY,
  MAIN_ID,
  MENU_BUTTON_ID,
  PAGE_SCRIPT,
  PREFERS_ATTRIBUTE,
} from "./page-script";

/** An English page with a bar, the offer of the Spanish page, and links in the page. */
const PAGE = `
  <a href="#main">Skip</a>
  <a id="${LANGUAGE_LINK_ID}" href="/es/plus/faq" data-lang="es">Español</a>
  <button id="${MENU_BUTTON_ID}">Menu</button>
  <p id="language-offer" lang="es">
    ¿Prefieres español? <a href="/es/plus/faq" data-lang="es">Ver</a>
    <button type="button" data-lang="en">No, gracias</button>
  </p>
  <main id="${MAIN_ID}" tabindex="-1"><h1>Page</h1>
    <a href="/plus/channels">Channels</a> <a id="privacy" href="/plus/privacy">Privacy</a>
  </main>
  <span id="${FOOTER_YEAR_ID}">2020</span>`;

/** The offer, with whether the stylesheet shows it: the root names its language. */
function offerOf() {
  const element = document.getElementById("language-offer") as HTMLElement;
  return {
    element,
    get hidden() {
      return (
        document.documentElement.getAttribute(PREFERS_ATTRIBUTE) !==
        element.lang
      );
    },
  };
}

function run(languages: readonly string[]) {
  vi.spyOn(navigator, "languages", "get").mockReturnValue(languages);
  document.documentElement.removeAttribute(PREFERS_ATTRIBUTE);
  document.body.innerHTML = PAGE;
  // The page script, run as the page runs it.
  new Function(PAGE_SCRIPT)();
  return offerOf();
}

describe("the page script", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    history.replaceState(null, "");
  });
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ["every page's", PAGE_SCRIPT],
    ["Home's", HOME_SCRIPT],
  ])("%s stays under the 1 kB the pages without scripts allow", (_, script) => {
    expect(new TextEncoder().encode(script).length).toBeLessThan(1_000);
  });

  it("writes the current year into the footer", () => {
    run(["en-US"]);
    expect(document.getElementById(FOOTER_YEAR_ID)?.textContent).toBe(
      String(new Date().getFullYear()),
    );
  });

  it.each<[readonly string[], boolean]>([
    [["es-US", "en"], true],
    [["es"], true],
    [["fr", "es-419", "en"], true],
    [["en-US", "es"], false],
    [["fr"], false],
    [["est"], false],
  ])("with languages %j shows the Spanish offer: %s", (languages, shown) => {
    expect(run(languages).hidden).toBe(!shown);
  });

  it("shows no offer once a language is chosen, and a click on a choice keeps it and hides the offer", () => {
    const offer = run(["es-US"]);
    offer.element.querySelector("button")?.click();
    expect(localStorage.getItem(LANGUAGE_CHOICE_KEY)).toBe("en");
    expect(offer.hidden).toBe(true);
    expect(run(["es-US"]).hidden).toBe(true);
  });

  it("shows the Spanish offer to a visitor who chose Spanish, whatever the browser prefers; never to one who chose English", () => {
    // An English address someone sent; only Home redirects.
    const home = location.pathname;
    history.replaceState(null, "", "/plus/faq?pkg=core");
    try {
      localStorage.setItem(LANGUAGE_CHOICE_KEY, "es");
      const offer = run(["en-US"]);
      expect(offer.hidden).toBe(false);
      const link = offer.element.querySelector("a");
      expect(`${link?.pathname}${link?.search}`).toBe("/es/plus/faq?pkg=core");
      localStorage.setItem(LANGUAGE_CHOICE_KEY, "en");
      expect(run(["es-US"]).hidden).toBe(true);
    } finally {
      history.replaceState(null, "", home);
    }
  });

  it("gives focus to the page's main part when the offer is declined, not to the body", () => {
    const offer = run(["es-US"]);
    const button = offer.element.querySelector("button");
    button?.focus();
    button?.click();
    expect(offer.hidden).toBe(true);
    expect(document.activeElement).toBe(document.getElementById(MAIN_ID));
  });

  it("keeps the scroll position for the page the language link leads to", () => {
    run(["en-US"]);
    const link = document.getElementById(LANGUAGE_LINK_ID);
    link?.addEventListener("click", (event) => event.preventDefault());
    link?.click();
    expect(localStorage.getItem(LANGUAGE_CHOICE_KEY)).toBe("es");
    const [path, y, time] = (
      sessionStorage.getItem(LANGUAGE_MOVE_KEY) ?? ""
    ).split(",");
    expect(path).toBe("/es/plus/faq");
    expect(Number(y)).toBe(0);
    expect(Date.now() - Number(time)).toBeLessThan(1_000);
  });

  it("restores a kept position on its own page only, and only once, with focus on the language link", () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    const keep = (path: string) =>
      sessionStorage.setItem(LANGUAGE_MOVE_KEY, `${path},400,${Date.now()}`);
    keep("/elsewhere");
    run(["en-US"]);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
    keep(location.pathname);
    run(["en-US"]);
    // The position as kept in storage: text, which the browser reads as a number.
    expect(scrollTo.mock.calls.map(([, y]) => Number(y))).toEqual([400]);
    expect(document.activeElement).toBe(
      document.getElementById(LANGUAGE_LINK_ID),
    );
    // Read once, then gone: a page stores nothing unless the visitor chooses.
    expect(sessionStorage.length).toBe(0);
    run(["en-US"]);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it("notes in the history entry the link the visitor follows; loaded again there, the page gives that link focus", () => {
    const home = location.pathname;
    try {
      run(["en-US"]);
      const privacy = document.getElementById("privacy");
      privacy?.addEventListener("click", (event) => event.preventDefault());
      privacy?.click();
      // Back, as a page load.
      run(["en-US"]);
      expect(document.activeElement).toBe(document.getElementById("privacy"));
      // A link no longer the same gets nothing: focus stays where the load leaves it.
      (document.activeElement as HTMLElement).blur();
      history.replaceState({ ...history.state, h: "http://elsewhere/" }, "");
      run(["en-US"]);
      expect(document.activeElement).toBe(document.body);
    } finally {
      history.replaceState(null, "", home);
    }
  });

  it("keeps the router's state of the entry it notes a link in", () => {
    history.replaceState({ key: "k1", idx: 3 }, "");
    try {
      run(["en-US"]);
      document.addEventListener("click", (event) => event.preventDefault(), {
        once: true,
      });
      document.getElementById("privacy")?.click();
      expect(history.state).toMatchObject({ key: "k1", idx: 3 });
    } finally {
      history.replaceState(null, "");
    }
  });

  it("runs when the browser refuses storage", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    const offer = run(["es-US"]);
    expect(offer.hidden).toBe(false);
    expect(() => offer.element.querySelector("button")?.click()).not.toThrow();
  });
});

describe("the page script in the head", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it("names the visitor's language before the page is parsed, so the offer shows from the first paint; the year waits for the page", () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["es-US"]);
    document.documentElement.removeAttribute(PREFERS_ATTRIBUTE);
    const body = document.body;
    body.remove();
    // As in the head: no body yet.
    new Function(HOME_SCRIPT)();
    expect(document.documentElement.getAttribute(PREFERS_ATTRIBUTE)).toBe("es");
    document.documentElement.append(body);
    body.innerHTML = PAGE;
    expect(offerOf().hidden).toBe(false);
    const year = document.getElementById(FOOTER_YEAR_ID);
    expect(year?.textContent).toBe("2020");
    document.dispatchEvent(new Event("DOMContentLoaded", { bubbles: true }));
    expect(year?.textContent).toBe(String(new Date().getFullYear()));
  });
});
