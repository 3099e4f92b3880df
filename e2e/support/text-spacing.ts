import { type Page, expect } from "@playwright/test";

// WCAG 1.4.10 and 1.4.12: at 320 px, as set and with the text spacing a
// reader may impose, nothing reaches past the right edge of the screen.
// WCAG 1.4.4 on a phone: with the browser's text at 200 %, neither.

/** WCAG 1.4.12: line height 1.5, letter spacing 0.12em, word spacing 0.16em, paragraph spacing 2em. */
const SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-block-end: 2em !important; }`;

/**
 * Imposes the text spacing as a reader's stylesheet would, after the page's
 * own. A constructed stylesheet, so the page's Content-Security-Policy, which
 * allows no inline style, still holds for everything else.
 */
async function addTextSpacing(page: Page): Promise<void> {
  await page.evaluate((spacing) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(spacing);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, SPACING);
}

/** What reaches past the right edge of the screen, outside a box that scrolls. */
export async function pastTheEdge(page: Page) {
  return page.evaluate(() => {
    const screen = document.documentElement.clientWidth;
    const scrolls = (el: Element) =>
      /auto|scroll/.test(getComputedStyle(el).overflowX);
    const past = [...document.querySelectorAll("body *")].filter((el) => {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.right <= screen + 0.5) return false;
      for (let up = el.parentElement; up; up = up.parentElement) {
        if (up !== document.body && scrolls(up)) return false;
      }
      return true;
    });
    return {
      width: document.documentElement.scrollWidth,
      screen,
      past: past
        .slice(0, 5)
        .map(
          (el) =>
            `<${el.tagName.toLowerCase()}> “${el.textContent?.trim().slice(0, 40)}”`,
        ),
    };
  });
}

/**
 * Expects the page, in a window 320 px wide, to fit the screen as it is and
 * once the text spacing is imposed. The spacing stays.
 */
export async function expectFitsWithTextSpacing(
  page: Page,
  what: string,
): Promise<void> {
  const plain = await pastTheEdge(page);
  expect(plain.past, `${what}: nothing past the edge`).toEqual([]);
  expect(plain.width, `${what}: page width`).toBeLessThanOrEqual(plain.screen);
  await addTextSpacing(page);
  const spaced = await pastTheEdge(page);
  expect(spaced.past, `${what}, text spacing: nothing past the edge`).toEqual(
    [],
  );
  expect(spaced.width, `${what}, text spacing: page width`).toBeLessThanOrEqual(
    spaced.screen,
  );
}

/** The browser's default text size, and twice it, as a visitor's 200 % text setting makes it. */
const TEXT_SIZE = { standard: 16, double: 32 };

/**
 * Expects the page, in the window as it is (a phone's width), to fit the
 * screen with the browser's text at 200 %, then sets the text size back.
 */
export async function expectFitsWithDoubleText(
  page: Page,
  what: string,
): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Page.enable");
  const setSize = (standard: number) =>
    cdp.send("Page.setFontSizes", { fontSizes: { standard } });
  await setSize(TEXT_SIZE.double);
  await expect
    .poll(() =>
      page.evaluate(() => getComputedStyle(document.documentElement).fontSize),
    )
    .toBe(`${TEXT_SIZE.double}px`);
  const large = await pastTheEdge(page);
  expect(large.past, `${what}, 200 % text: nothing past the edge`).toEqual([]);
  expect(large.width, `${what}, 200 % text: page width`).toBeLessThanOrEqual(
    large.screen,
  );
  await setSize(TEXT_SIZE.standard);
  await cdp.detach();
}
