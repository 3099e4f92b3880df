import type { Locator, Page } from "@playwright/test";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

import { site } from "../../app/config/site";

/** A text on a printed sheet: the runs of one line that touch or stand a space apart. */
export interface PrintedText {
  text: string;
  /** Its size in points. */
  size: number;
  /** Its baseline's distance from the top of the sheet, in points. */
  top: number;
  /** Its start's distance from the sheet's left edge, in points. */
  left: number;
}

/** A printed sheet: its height in points and its text, from top to bottom. */
export interface PrintedPage {
  height: number;
  texts: PrintedText[];
}

/** Runs whose baselines lie this close, in points, are on one line. */
const SAME_LINE = 2;

interface Run extends PrintedText {
  right: number;
}

/**
 * Chromium draws a line in runs, a new one where the font or a link
 * changes, or at a ligature: runs that touch, or stand a space apart, are
 * one text; a wider gap (between columns, or a label and its value) parts
 * two.
 */
function joinRuns(runs: readonly Run[]): Run[] {
  const joined: Run[] = [];
  for (const run of runs) {
    const last = joined.at(-1);
    const gap = last ? run.left - last.right : Infinity;
    if (last && Math.abs(run.top - last.top) < SAME_LINE && gap < run.size) {
      const space =
        gap > run.size / 8 && !/\s$/.test(last.text) && !/^\s/.test(run.text);
      last.text += `${space ? " " : ""}${run.text}`;
      last.right = run.right;
      last.size = Math.min(last.size, run.size);
    } else {
      joined.push({ ...run });
    }
  }
  return joined;
}

/**
 * The page as Chromium prints it on US Letter (what a visitor's "Print" or
 * "Save as PDF" gives), read back with pdf.js: each sheet's text with its
 * place and size. The page must be under print media already.
 */
export async function printLetter(page: Page): Promise<PrintedPage[]> {
  const pdf = await page.pdf({ format: "Letter" });
  const document = await getDocument({
    data: new Uint8Array(pdf),
    isEvalSupported: false,
  }).promise;
  try {
    const pages: PrintedPage[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const sheet = await document.getPage(number);
      const { height } = sheet.getViewport({ scale: 1 });
      const { items } = await sheet.getTextContent();
      const runs = items
        .flatMap((item) =>
          "str" in item && item.str.trim() !== ""
            ? [
                {
                  text: item.str,
                  size: Math.hypot(item.transform[2], item.transform[3]),
                  top: height - item.transform[5],
                  left: item.transform[4],
                  right: item.transform[4] + item.width,
                },
              ]
            : [],
        )
        .toSorted((a, b) =>
          Math.abs(a.top - b.top) < SAME_LINE ? a.left - b.left : a.top - b.top,
        );
      const texts = joinRuns(runs).map(({ right: _, ...text }) => ({
        ...text,
        text: text.text.trim(),
      }));
      pages.push({ height, texts });
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

/** The texts of a sheet's first line, joined by a space. */
function firstLine(sheet: PrintedPage): string {
  const [first] = sheet.texts;
  if (!first) return "";
  return sheet.texts
    .filter((text) => Math.abs(text.top - first.top) < SAME_LINE)
    .map((text) => text.text)
    .join(" ");
}

/**
 * What holds on every printed page: the first line of the first sheet gives
 * the site's name and the page's address, and no sheet is blank. Returns the
 * sheets' problems, none when all hold.
 */
export function sheetProblems(
  sheets: readonly PrintedPage[],
  pathAndQuery: string,
): string[] {
  const [first] = sheets;
  const problems: string[] = [];
  const top = first ? firstLine(first) : "";
  const address = new URL(pathAndQuery, site.origin).href;
  if (top !== `${site.name} ${address}`)
    problems.push(`sheet 1 starts "${top}", not the site's name and address`);
  sheets.forEach((sheet, index) => {
    if (sheet.texts.length === 0) problems.push(`sheet ${index + 1} is blank`);
  });
  return problems;
}

/**
 * The visible headings of the page's main content (their text as printed)
 * with nothing visible under them, in the element that holds them, before
 * the next heading of their rank or higher: a heading over an empty part,
 * such as a list of buttons paper does not show. A text counts when its element is seen and larger
 * than the 1 px of the text kept for screen readers.
 */
export async function emptyHeadings(page: Page): Promise<string[]> {
  return page.getByRole("main").evaluate((main) => {
    const HEADING = /^H[1-6]$/;
    const seen = (element: Element) => {
      const box = element.getBoundingClientRect();
      return element.checkVisibility() && box.width > 1 && box.height > 1;
    };
    const empty: string[] = [];
    let open: HTMLElement | null = null;
    const walker = document.createTreeWalker(
      main,
      NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT,
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node instanceof HTMLElement && HEADING.test(node.tagName)) {
        if (!seen(node)) continue;
        // A heading of a lower rank opens a part of the one before.
        if (open && open.tagName >= node.tagName) empty.push(open.innerText);
        open = node;
      } else if (
        open &&
        node instanceof Text &&
        node.data.trim() !== "" &&
        !open.contains(node) &&
        open.parentElement?.contains(node) &&
        node.parentElement &&
        seen(node.parentElement)
      ) {
        open = null;
      }
    }
    if (open) empty.push(open.innerText);
    return empty;
  });
}

/** How many form fields and buttons the printed page shows: paper has none to fill in or press. */
export async function visibleControls(page: Page): Promise<number> {
  return page
    .locator("input, select, textarea, button")
    .evaluateAll(
      (controls) =>
        controls.filter((control) => control.checkVisibility()).length,
    );
}

/**
 * The visible headings and table captions of the page's main content, as
 * printed: the lines that must not end a sheet.
 */
export async function printedHeadings(page: Page): Promise<string[]> {
  return page
    .getByRole("main")
    .locator("h1, h2, h3, h4, caption")
    .evaluateAll((headings) =>
      headings
        .filter((heading) => heading.checkVisibility())
        .flatMap((heading) =>
          heading instanceof HTMLElement ? [heading.innerText.trim()] : [],
        ),
    );
}

/**
 * The headings left at the foot of a sheet, their text overleaf: a run of a
 * sheet's last line that is one of `headings`, or the end of one that wraps.
 */
export function strandedHeadings(
  sheets: readonly PrintedPage[],
  headings: readonly string[],
): string[] {
  return sheets.flatMap((sheet, index) => {
    const last = sheet.texts.at(-1);
    if (!last) return [];
    return sheet.texts
      .filter(
        ({ top, text }) =>
          Math.abs(top - last.top) < SAME_LINE &&
          headings.some(
            (heading) => heading === text || heading.endsWith(` ${text}`),
          ),
      )
      .map(({ text }) => `sheet ${index + 1}: ${text}`);
  });
}

/** The first line of each visible element `blocks` finds, as printed. */
export async function firstLines(blocks: Locator): Promise<string[]> {
  return blocks.evaluateAll((elements) =>
    elements
      .filter((element) => element.checkVisibility())
      .flatMap((element) =>
        element instanceof HTMLElement
          ? [element.innerText.trim().split("\n")[0]?.trim() ?? ""]
          : [],
      ),
  );
}

/**
 * The sheets after the first that begin inside a block rather than at the
 * start of one (`starts`, the blocks' first lines): a block split by a page
 * break. Each sheet's first run of text is checked.
 */
export function splitBlocks(
  sheets: readonly PrintedPage[],
  starts: readonly string[],
): string[] {
  return sheets.slice(1).flatMap((sheet, index) => {
    const first = sheet.texts[0]?.text ?? "";
    return starts.some((start) => first !== "" && start.startsWith(first))
      ? []
      : [`sheet ${index + 2} starts inside a block: ${first}`];
  });
}
