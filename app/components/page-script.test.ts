// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { LANGUAGE_LINK_CLASS } from "./language-link";
import {
  FOOTER_YEAR_ID,
  LANGUAGE_CHOICE_KEY,
  LANGUAGE_MOVE_KEY,
  MAIN_ID,
  PAGE_SCRIPT,
} from "./page-script";

/** An English page with the offer, hidden as sent, the language link and two search fields. */
const PAGE = `
  <input name="channel" data-carry value="tcm">
  <input name="filter" data-carry value="">
  <a id="lang" class="${LANGUAGE_LINK_CLASS}" href="/es/plus/faq" data-lang="es">Español</a>
  <p id="language-offer" lang="es" hidden>
    ¿Prefieres español? <a href="/es/plus/faq" data-lang="es">Ver</a>
    <button type="button" data-lang="en">No, gracias</button>
  </p>
  <main id="${MAIN_ID}" tabindex="-1"><h1>Page</h1></main>
  <span id="${FOOTER_YEAR_ID}">2020</span>`;

function run(languages: readonly string[]) {
  vi.spyOn(navigator, "languages", "get").mockReturnValue(languages);
  document.body.innerHTML = PAGE;
  // The page script, run as the page runs it.
  new Function(PAGE_SCRIPT)();
  return document.getElementById("language-offer") as HTMLElement;
}

describe("the page script", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it("stays under the 1 kB the pages without scripts allow", () => {
    expect(new TextEncoder().encode(PAGE_SCRIPT).length).toBeLessThan(1_000);
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
    offer.querySelector("button")?.click();
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
      expect(offer.querySelector("a")?.getAttribute("href")).toBe(
        "/es/plus/faq?pkg=core",
      );
      localStorage.setItem(LANGUAGE_CHOICE_KEY, "en");
      expect(run(["es-US"]).hidden).toBe(true);
    } finally {
      history.replaceState(null, "", home);
    }
  });

  it("gives focus to the page's main part when the offer is declined, not to the body", () => {
    const offer = run(["es-US"]);
    const button = offer.querySelector("button");
    button?.focus();
    button?.click();
    expect(offer.hidden).toBe(true);
    expect(document.activeElement).toBe(document.getElementById(MAIN_ID));
  });

  it("keeps the scroll position and the search fields' words for the page the language link leads to", () => {
    run(["en-US"]);
    document
      .getElementById("lang")
      ?.addEventListener("click", (event) => event.preventDefault());
    document.getElementById("lang")?.click();
    expect(localStorage.getItem(LANGUAGE_CHOICE_KEY)).toBe("es");
    const [path, y, time, texts] = JSON.parse(
      sessionStorage.getItem(LANGUAGE_MOVE_KEY) ?? "[]",
    ) as [string, number, number, Record<string, string>];
    expect(path).toBe("/es/plus/faq");
    expect(y).toBe(0);
    expect(Date.now() - time).toBeLessThan(1_000);
    expect(texts).toEqual({ channel: "tcm" });
  });

  it("restores a kept position on its own page only, and only once, with focus on the language link", () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    const keep = (path: string) =>
      sessionStorage.setItem(
        LANGUAGE_MOVE_KEY,
        JSON.stringify([path, 400, Date.now(), {}]),
      );
    keep("/elsewhere");
    run(["en-US"]);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
    keep(location.pathname);
    run(["en-US"]);
    expect(scrollTo).toHaveBeenCalledWith(0, 400);
    expect(document.activeElement).toBe(document.getElementById("lang"));
    // Read once, then gone: a page stores nothing unless the visitor chooses.
    expect(sessionStorage.length).toBe(0);
    run(["en-US"]);
    expect(scrollTo).toHaveBeenCalledTimes(1);
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
    expect(() => offer.querySelector("button")?.click()).not.toThrow();
  });
});

describe("the page script in the head", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it("waits for the page to be parsed before it shows the offer and the year", () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["es-US"]);
    const body = document.body;
    body.remove();
    // As in the head: no body yet.
    new Function(PAGE_SCRIPT)();
    document.documentElement.append(body);
    body.innerHTML = PAGE;
    const offer = document.getElementById("language-offer");
    expect(offer?.hidden).toBe(true);
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(offer?.hidden).toBe(false);
    expect(document.getElementById(FOOTER_YEAR_ID)?.textContent).toBe(
      String(new Date().getFullYear()),
    );
  });
});
