import { readFile } from "node:fs/promises";

import type { Page } from "@playwright/test";

import { expectNoAxeViolations } from "./support/axe";
import { channelsWith, channelsWithLineup, serveData } from "./support/data";
import {
  expect,
  test,
  waitForHydration,
  waitForPageReady,
} from "./support/fixtures";
import { LOCALES, WORDS, pathIn } from "./support/words";

/** A channel with an accent, in the Latino add-on only, for accent-free searches. */
const MUSICA = { id: 11, channelName: "Música Urbana", binary: 64 };

/** Compare's words in each language. */
const COMPARE = {
  en: {
    heading: "Compare Packages",
    table: "Channels by package",
    filter: "Find a channel, or a kind like sports",
    toggles: "Packages to show",
    channel: "Channel",
    primary: "Primary",
    addOn: "Add-on",
    count: (count: number) => (count === 1 ? "1 channel" : `${count} channels`),
    music: (tv: number, music: number) => `${tv} TV + ${music} music`,
    included: "Included",
    notIncluded: "Not included",
    all: (tv: number) => `All ${tv} TV channels.`,
    allWithMusic: (tv: number, music: number) =>
      `All ${tv} TV channels and ${music} music channels.`,
    noColumns: "Choose at least one package to compare.",
    showing: (shown: number, total: number) =>
      `Showing ${shown} of ${total} TV channels.`,
    notCarried: (typed: string) => `“${typed}” isn’t in our lineup.`,
    nothingLikeIt: "nothing like it",
    download: "Download this comparison (CSV, for spreadsheets)",
    file: "keystone-tv-channels-by-package.csv",
    yes: "Yes",
    no: "No",
    scrollHint: "Scroll the table sideways for every package",
  },
  es: {
    heading: "Compara los paquetes",
    table: "Canales por paquete",
    filter: "Busca un canal o un tipo, como deportes",
    toggles: "Paquetes que quieres ver",
    channel: "Canal",
    primary: "Principal",
    addOn: "Adicional",
    count: (count: number) => (count === 1 ? "1 canal" : `${count} canales`),
    music: (tv: number, music: number) => `${tv} de TV + ${music} de música`,
    included: "Incluido",
    notIncluded: "No incluido",
    all: (tv: number) => `Todos los canales: ${tv} canales de TV.`,
    allWithMusic: (tv: number, music: number) =>
      `Todos los canales: ${tv} canales de TV y ${music} de música.`,
    noColumns: "Elige al menos un paquete para comparar.",
    showing: (shown: number, total: number) =>
      `Se muestran ${shown} de ${total} canales de TV.`,
    notCarried: (typed: string) =>
      `“${typed}” no está en nuestra lista de canales.`,
    nothingLikeIt: "nada parecido",
    download: "Descargar esta comparación (CSV, para hojas de cálculo)",
    file: "keystone-tv-canales-por-paquete.csv",
    yes: "Sí",
    no: "No",
    scrollHint: "Desliza la tabla para ver todos los paquetes",
  },
};

for (const locale of LOCALES) {
  const words = COMPARE[locale];
  const { titles, perMonth } = WORDS[locale];
  const path = pathIn(locale, "/plus/compare");

  const matrix = (page: Page) => page.getByRole("table", { name: words.table });
  const headers = (page: Page) => matrix(page).getByRole("columnheader");
  const rowNames = (page: Page) => matrix(page).getByRole("rowheader");
  const row = (page: Page, channel: string) =>
    matrix(page)
      .getByRole("row")
      .filter({
        has: page.getByRole("rowheader", { name: channel, exact: true }),
      });
  const filter = (page: Page) => page.getByLabel(words.filter);

  async function open(page: Page) {
    const response = await page.goto(path);
    await waitForHydration(page);
    await expect(matrix(page)).toBeVisible();
    return response;
  }

  test.describe(`Compare Packages (${path})`, () => {
    test.beforeEach(async ({ page }) => {
      await serveData(page, "packages");
    });

    // One load for the table, its filter and choice of packages, the
    // download and the page's policy, which all start from the same table.
    // The unfiltered table's axe runs are every-route.spec.ts's.
    test(`sets every channel against the active packages, heading each column with its title, kind, channel count and monthly price; filters by name, forgiving accents, case, punctuation and one typo, shows only the packages chosen, and says so when none is; ${words.download} saves the whole matrix as UTF-8 CSV with a header row in the page's language, under the site's CSP; no axe violations filtered at 1280px and 375px`, async ({
      page,
      consoleErrors,
    }) => {
      await serveData(page, "channels", { body: channelsWith(MUSICA) });
      const response = await open(page);
      const policy = response?.headers()["content-security-policy"] ?? "";
      expect(policy).toMatch(/script-src 'self' 'sha256-[^;]*;/);
      expect(policy).not.toMatch(/'unsafe-(inline|eval)'/);

      await test.step("the table", async () => {
        await expect(
          page.getByRole("heading", { level: 1, name: words.heading }),
        ).toBeVisible();
        const column = (
          title: string,
          kind: string,
          count: number,
          price: string,
        ) => `${title}${kind}${words.count(count)}$${price}${perMonth}`;
        await expect(headers(page)).toHaveText([
          words.channel,
          column(titles.core, words.primary, 2, "34.50"),
          column(titles.elite, words.primary, 3, "59.99"),
          column(titles.ultimate, words.primary, 5, "79.05"),
          column(titles.sportsFanatic, words.addOn, 2, "12.00"),
          column(titles.latino, words.addOn, 3, "8.99"),
          column(titles.starz, words.addOn, 0, "9.99"),
          column(titles.showtime, words.addOn, 1, "10.99"),
          column(titles.hbo, words.addOn, 1, "15.99"),
        ]);
        await expect(rowNames(page)).toHaveCount(11);
        const gammaSports = row(page, "Gamma Sports").getByRole("cell");
        // What assistive technology reads: the words, and not the marks.
        await expect(gammaSports).toHaveText([
          words.notIncluded,
          words.included,
          words.included,
          words.included,
          words.notIncluded,
          words.notIncluded,
          words.notIncluded,
          words.notIncluded,
        ]);
        await expect(gammaSports.nth(1)).toHaveAccessibleName(words.included);
        await expect(gammaSports.nth(0)).toHaveAccessibleName(
          words.notIncluded,
        );
        // What the eye sees: the marks, drawn by the stylesheet as decoration.
        expect(
          await gammaSports.evaluateAll((cells) =>
            cells.map((cell) => getComputedStyle(cell, "::before").content),
          ),
        ).toEqual([
          '"–" / ""',
          '"✓" / ""',
          '"✓" / ""',
          '"✓" / ""',
          '"–" / ""',
          '"–" / ""',
          '"–" / ""',
          '"–" / ""',
        ]);
        // The words take no room on screen.
        const included = await gammaSports
          .nth(1)
          .getByText(words.included)
          .boundingBox();
        expect(included?.width).toBeLessThanOrEqual(1);
        expect(included?.height).toBeLessThanOrEqual(1);
        await expect(page.getByText(words.all(11))).toBeVisible();
        await expect(
          page.getByRole("region", { name: words.table }),
        ).toHaveAttribute("tabindex", "0");
      });

      await test.step("at 1280px each column's price is on one line; CSV is the quieter button", async () => {
        const prices = await headers(page)
          .filter({ hasText: perMonth })
          .evaluateAll((cells) =>
            cells.map((cell) => {
              const price = cell.lastElementChild;
              if (!price) return 0;
              const lineHeight = parseFloat(getComputedStyle(price).lineHeight);
              return price.getBoundingClientRect().height / lineHeight;
            }),
          );
        expect(prices.length).toBeGreaterThan(0);
        for (const lines of prices) expect(lines).toBeCloseTo(1, 1);
        await expect(page.getByText(words.scrollHint)).toBeHidden();
        await expect(
          page.getByRole("button", { name: words.download }),
        ).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
      });

      await test.step("the filter", async () => {
        await filter(page).fill("musica");
        await expect(rowNames(page)).toHaveText(["Música Urbana"]);
        await expect(page.getByText(words.showing(1, 11))).toBeVisible();
        await filter(page).fill("CANAL");
        await expect(rowNames(page)).toHaveText(["Canal Uno", "Canal Dos"]);
        await expect(page.getByText(words.showing(2, 11))).toBeVisible();
        await filter(page).fill("fish and chips");
        await expect(rowNames(page)).toHaveText(["Fish & Chips <TV>"]);
        await filter(page).fill("Premiun Two");
        await expect(rowNames(page)).toHaveText(["Premium Two"]);
        await filter(page).fill(words.nothingLikeIt);
        await expect(
          page.getByText(words.notCarried(words.nothingLikeIt)),
        ).toBeVisible();
        await expect(matrix(page)).toHaveCount(0);
        await filter(page).fill("");
        await expect(rowNames(page)).toHaveCount(11);
      });

      await test.step("no axe violations, filtered, at 1280px and 375px", async () => {
        await filter(page).fill("sports");
        const latino = page.getByRole("checkbox", { name: titles.latino });
        await latino.uncheck();
        await expectNoAxeViolations(page, `${path} at 1280px, filtered`);
        await page.setViewportSize({ width: 375, height: 900 });
        await expectNoAxeViolations(page, `${path} at 375px, filtered`);
        await page.setViewportSize({ width: 1280, height: 720 });
        await latino.check();
        await filter(page).fill("");
        await expect(rowNames(page)).toHaveCount(11);
      });

      await test.step(`${words.download}`, async () => {
        // The download holds every channel and package whatever the screen shows.
        await filter(page).fill("canal");
        const hbo = page.getByRole("checkbox", { name: titles.hbo });
        await hbo.uncheck();

        const [download] = await Promise.all([
          page.waitForEvent("download"),
          page.getByRole("button", { name: words.download }).click(),
        ]);
        expect(download.suggestedFilename()).toBe(words.file);
        const bytes = await readFile((await download.path()) ?? "");
        expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        const records = bytes.subarray(3).toString("utf8").split("\r\n");
        expect(records).toHaveLength(13);
        const column = (title: string, price: string) =>
          `${title} ($${price}${perMonth})`;
        expect(records[0]).toBe(
          [
            words.channel,
            column(titles.core, "34.50"),
            column(titles.elite, "59.99"),
            column(titles.ultimate, "79.05"),
            column(titles.sportsFanatic, "12.00"),
            column(titles.latino, "8.99"),
            column(titles.starz, "9.99"),
            column(titles.showtime, "10.99"),
            column(titles.hbo, "15.99"),
          ].join(","),
        );
        const { yes: y, no: n } = words;
        expect(records[1]).toBe(
          `Alpha Network,${[y, y, y, n, n, n, n, n].join(",")}`,
        );
        expect(records[2]).toBe(
          `Fish & Chips <TV>,${[n, n, y, n, n, n, n, n].join(",")}`,
        );
        expect(records[8]).toBe(
          `Premium Two,${[n, n, n, n, n, n, n, y].join(",")}`,
        );
        expect(records[11]).toBe(
          `Música Urbana,${[n, n, n, n, y, n, n, n].join(",")}`,
        );
        expect(records[12]).toBe("");
        await hbo.check();
        await filter(page).fill("");
        await expect(rowNames(page)).toHaveCount(11);
      });

      await test.step("the packages shown", async () => {
        const choice = page.getByRole("group", { name: words.toggles });
        await choice.getByLabel(titles.elite).uncheck();
        await expect(headers(page)).toHaveCount(8);
        await expect(headers(page).nth(2)).toContainText(titles.ultimate);
        for (const title of [titles.starz, titles.showtime]) {
          await choice.getByLabel(title).uncheck();
        }
        await expect(headers(page)).toHaveCount(6);
        await expect(headers(page).nth(2)).toContainText(titles.ultimate);
        await expect(row(page, "Premium One").getByRole("cell")).toHaveCount(5);
        await choice.getByLabel(titles.elite).check();
        await expect(headers(page)).toHaveCount(7);
        await expect(headers(page).nth(2)).toContainText(titles.elite);

        // Every package unchecked: the live line says none is chosen, and no table is drawn.
        for (const box of await choice.getByRole("checkbox").all()) {
          await box.uncheck();
        }
        const live = page.getByText(words.noColumns, { exact: true });
        await expect(live).toBeVisible();
        await expect(live).toHaveAttribute("aria-live", "polite");
        await expect(matrix(page)).toHaveCount(0);
      });

      await test.step("the policy was in force", async () => {
        expect(
          consoleErrors.filter((message) => /Content.Security/i.test(message)),
        ).toEqual([]);
        // An inline script is refused.
        const refused = await page.evaluate(
          () =>
            new Promise<boolean>((resolve) => {
              document.addEventListener("securitypolicyviolation", () =>
                resolve(true),
              );
              const script = document.createElement("script");
              script.textContent = "window.name = 'ran'";
              document.body.append(script);
              setTimeout(() => resolve(false), 2000);
            }),
        );
        expect(refused).toBe(true);
      });
    });

    test("at 375px, with music channels, the short headers keep the table's layout, a one-line hint above the table says it scrolls sideways, and the header row and first column stay in view", async ({
      page,
    }) => {
      // 55 channels in Core: its last 50 count as music.
      await serveData(page, "channels", {
        body: channelsWithLineup("core", 55, "Canal"),
      });
      await page.setViewportSize({ width: 375, height: 800 });
      await open(page);
      await expect(headers(page).nth(1)).toHaveText(
        `${titles.core}${words.primary}${words.music(5, 50)}$34.50${perMonth}`,
      );
      await expect(
        page.getByText(words.allWithMusic(5, 50), { exact: true }),
      ).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      // Every header's words stay inside its column, each price on one line.
      const spills = await headers(page).evaluateAll((cells) =>
        cells.flatMap((cell) =>
          [...cell.children].flatMap((part) => {
            const box = part.getBoundingClientRect();
            const column = cell.getBoundingClientRect();
            return part.scrollWidth > part.clientWidth + 1 ||
              box.left < column.left - 1 ||
              box.right > column.right + 1
              ? [part.textContent]
              : [];
          }),
        ),
      );
      expect(spills).toEqual([]);
      const hint = page.getByText(words.scrollHint);
      await expect(hint).toBeVisible();
      const lines = await hint.evaluate(
        (element) =>
          element.getBoundingClientRect().height /
          parseFloat(getComputedStyle(element).lineHeight),
      );
      expect(lines).toBeCloseTo(1, 1);
      const scroller = page.getByRole("region", { name: words.table });
      await expect(scroller).toHaveAttribute("tabindex", "0");
      // The hint is true: the table is wider than its box.
      expect(
        await scroller.evaluate(
          (element) => element.scrollWidth > element.clientWidth,
        ),
      ).toBe(true);
      const hintBox = await hint.boundingBox();
      const scrollerBox = await scroller.boundingBox();
      expect((hintBox?.y ?? Infinity) < (scrollerBox?.y ?? 0)).toBe(true);

      // The header row and the first column stay in view.
      const before = {
        header: await headers(page).nth(1).boundingBox(),
        name: await rowNames(page).first().boundingBox(),
      };
      // A short window, so the table scrolls both ways inside its region.
      await scroller.evaluate((element) => {
        element.style.maxBlockSize = "12rem";
      });
      await scroller.evaluate((element) => element.scrollTo(400, 200));
      const scrolled = await scroller.evaluate((element) => [
        element.scrollLeft,
        element.scrollTop,
      ]);
      expect(scrolled[0]).toBeGreaterThan(0);
      expect(scrolled[1]).toBeGreaterThan(0);
      const regionBox = await scroller.boundingBox();
      const corner = await headers(page).first().boundingBox();
      const firstName = await rowNames(page).first().boundingBox();
      // The header row is still at the top of the region, the names at its left.
      expect(Math.round(corner?.y ?? -1)).toBe(
        Math.round((regionBox?.y ?? 0) + 1),
      );
      expect(Math.round(corner?.x ?? -1)).toBe(
        Math.round((regionBox?.x ?? 0) + 1),
      );
      expect(Math.round(firstName?.x ?? -1)).toBe(
        Math.round(before.name?.x ?? -2),
      );
      expect(before.header).not.toBeNull();
    });
  });
}

test.describe("Compare Packages on a long lineup", () => {
  // Enough rows to scroll the table's region several times over, some with
  // names that wrap.
  const LINEUP_SIZE = 60;
  const lineup = channelsWithLineup(
    "core",
    LINEUP_SIZE,
    "A channel with a name long enough to wrap",
  );

  test.beforeEach(async ({ page }) => {
    await serveData(page, "packages");
    await serveData(page, "channels", { body: lineup });
  });

  for (const { width, height, bigText, locales } of [
    { width: 1280, height: 720, bigText: false, locales: LOCALES },
    { width: 1280, height: 720, bigText: true, locales: ["en"] as const },
    { width: 320, height: 256, bigText: false, locales: ["en"] as const },
  ]) {
    for (const locale of locales) {
      const path = pathIn(locale, "/plus/compare");
      const where = `${width}×${height}${bigText ? " at 200 % text" : ""}`;

      // At 1280×720 the same load shows Chromium's accessibility tree.
      const axTree = width === 1280 && !bigText;
      test(`${path} at ${where}: ${axTree ? "has a row for every channel in Chromium's accessibility tree; " : ""}Shift+Tab through the table leaves no focused name under a bar`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height });
        if (bigText) {
          const cdp = await page.context().newCDPSession(page);
          await cdp.send("Page.enable");
          await cdp.send("Page.setFontSizes", {
            fontSizes: { standard: 32 },
          });
        }
        await page.goto(path);
        await waitForPageReady(page);
        const names = page
          .getByRole("table")
          .getByRole("rowheader")
          .getByRole("link");
        await expect(names).toHaveCount(LINEUP_SIZE);
        if (axTree) {
          // What a screen reader in Chrome or Edge reads: the rows the
          // accessibility tree holds, on screen or not.
          const cdp = await page.context().newCDPSession(page);
          const { nodes } = await cdp.send("Accessibility.getFullAXTree");
          const rowHeaders = nodes.filter(
            (node) => !node.ignored && node.role?.value === "rowheader",
          );
          expect(rowHeaders).toHaveLength(LINEUP_SIZE);
        }
        await names.last().focus();
        let stops = 0;
        for (;;) {
          // Each line of the focused name, at its start, middle and end,
          // shows the name itself: no sticky header, column or fixed bar
          // lies over any part of it.
          const focus = await page.evaluate(() => {
            const focused = document.activeElement;
            if (!(focused instanceof HTMLAnchorElement)) return null;
            if (!focused.closest("table")) return null;
            const hidden = [...focused.getClientRects()].some((line) =>
              [
                [line.left + 1, line.top + 1],
                [(line.left + line.right) / 2, (line.top + line.bottom) / 2],
                [line.right - 1, line.bottom - 1],
              ].some(([x = 0, y = 0]) => {
                const hit = document.elementFromPoint(x, y);
                return hit === null || !focused.contains(hit);
              }),
            );
            const row = focused.closest("tbody") !== null;
            return { name: focused.textContent ?? "", hidden, row };
          });
          if (focus === null) break;
          expect(focus.hidden, `${focus.name} is partly hidden`).toBe(false);
          // The header's links to the package pages are stops too, after the rows.
          if (focus.row) stops++;
          await page.keyboard.press("Shift+Tab");
        }
        // The walk went through every name and the header, to the table's region.
        expect(stops).toBe(LINEUP_SIZE);
        await expect(
          page.getByRole("region").filter({ has: page.getByRole("table") }),
        ).toBeFocused();
      });
    }
  }
});
