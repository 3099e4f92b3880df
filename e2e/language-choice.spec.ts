import { createServer } from "node:http";

import type { Page } from "@playwright/test";

import {
  CATALOGUES,
  ENGLISH_LINK as ENGLISH,
  SPANISH_LINK as SPANISH,
  SPANISH_OFFER as OFFER,
} from "./support/catalogues";
import { serveData } from "./support/data";
import {
  expect,
  test,
  waitForHydration,
  waitForPageReady,
} from "./support/fixtures";

/**
 * The language a visitor prefers and chooses: the offer of the Spanish page
 * on English pages, the remembered choice, and what the language link keeps
 * (the scroll position and the words in the search fields).
 */
const offer = (page: Page) => page.locator("#language-offer");
const languageLink = (page: Page, name: string) =>
  page.getByRole("banner").getByRole("link", { name, exact: true });

test.describe("a browser that prefers Spanish", () => {
  test.use({ locale: "es-US" });

  test('/, /plus/faq and /plus/channels offer the Spanish page in one line until "No, gracias"', async ({
    page,
  }) => {
    await serveData(page, "channels");
    for (const path of ["/", "/plus/faq", "/plus/channels"]) {
      await test.step(path, async () => {
        await page.goto(`${path}?pkg=core`);
        await waitForHydration(page);
        await expect(offer(page)).toBeVisible();
        await expect(offer(page)).toHaveAttribute("lang", "es");
        await expect(offer(page)).toContainText(OFFER.question);
        const link = offer(page).getByRole("link", {
          name: OFFER.link,
        });
        const twin = path === "/" ? "/es" : `/es${path}`;
        // Where it leads: the Spanish twin, with the same query.
        expect(
          await link.evaluate(
            (el) =>
              `${(el as HTMLAnchorElement).pathname}${(el as HTMLAnchorElement).search}`,
          ),
        ).toBe(`${twin}?pkg=core`);

        await offer(page).getByRole("button", { name: OFFER.dismiss }).click();
        await expect(offer(page)).toBeHidden();
        await page.reload();
        await waitForHydration(page);
        await expect(offer(page)).toBeHidden();
        // The next page is met as by a visitor who has not answered yet.
        await page.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
      });
    }
  });

  test("the offer is on the page's first frame, even when the rest of the page arrives late: Home, a page without scripts and one with them", async ({
    page,
    baseURL,
  }) => {
    await page.addInitScript(() => {
      // The first frame the browser draws, as it draws it.
      requestAnimationFrame(() => {
        const offer = document.getElementById("language-offer");
        Object.assign(window, {
          firstFrame: offer ? getComputedStyle(offer).display : "no offer",
        });
      });
    });
    await serveData(page, "packages");
    for (const path of ["/", "/plus/faq", "/plus"]) {
      await test.step(path, async () => {
        const split = await splitPageServer(String(baseURL), path);
        try {
          await page.goto(`${split.origin}${path}`, { waitUntil: "commit" });
          // The page up to its main part has arrived; the browser may draw it.
          await page.waitForFunction(
            () => document.getElementById("main") !== null,
            null,
            { polling: 50 },
          );
          await new Promise((resolve) => setTimeout(resolve, 500));
          split.release();
          await expect(offer(page)).toBeVisible();
          expect(
            await page.evaluate(() => Reflect.get(window, "firstFrame")),
          ).not.toBe("none");
        } finally {
          await split.close();
        }
      });
    }
  });

  test("choosing a language with the bar's link is remembered", async ({
    page,
  }) => {
    await page.goto("/es/plus/faq");
    await languageLink(page, ENGLISH).click();
    await expect(page).toHaveURL("/plus/faq");
    await expect(offer(page)).toBeHidden();
    await page.goto("/plus/privacy");
    await expect(offer(page)).toBeHidden();
  });
});

test.describe("a browser that prefers English", () => {
  test.use({ locale: "en-US" });

  test("sees no offer", async ({ page }) => {
    await page.goto("/plus/faq");
    await expect(offer(page)).toBeHidden();
  });

  test("once Spanish is chosen, an English address someone sent stays put and offers its Spanish twin", async ({
    page,
  }) => {
    await page.goto("/plus/faq");
    await languageLink(page, "Español").click();
    await expect(page).toHaveURL("/es/plus/faq");

    const sent = "/plus/privacy?from=text";
    await page.goto(sent);
    await expect(page).toHaveURL(sent);
    await expect(offer(page)).toBeVisible();
    await offer(page)
      .getByRole("link", { name: "Ver esta página en español" })
      .click();
    await expect(page).toHaveURL(`/es${sent}`);
  });
});

/**
 * Focus is on an element the visitor can see: visible, wholly inside the
 * window and below the fixed bar, not on the page's body.
 */
async function expectFocusInView(page: Page, where: string) {
  const focused = page.locator(":focus");
  await expect(focused, `${where}: something has focus`).toHaveCount(1);
  await expect(focused, `${where}: the focused element`).toBeVisible();
  const box = await focused.boundingBox();
  const bar = await page.getByRole("banner").boundingBox();
  if (!box || !bar) throw new Error(`${where}: no box for focus or the bar`);
  expect(box.y, `${where}: focus below the bar`).toBeGreaterThanOrEqual(
    bar.y + bar.height,
  );
  expect(
    box.y + box.height,
    `${where}: focus above the window's foot`,
  ).toBeLessThanOrEqual(page.viewportSize()?.height ?? 0);
}

/**
 * After a switch of language, focus is on the new page's language link,
 * where the visitor left it: wholly inside the window.
 */
async function expectLanguageLinkFocused(page: Page, name: string) {
  const link = languageLink(page, name);
  await expect(link, `the language link "${name}" has focus`).toBeFocused();
  const box = await link.boundingBox();
  if (!box) throw new Error(`no box for the language link "${name}"`);
  expect(
    box.y,
    "the focused language link below the window's top",
  ).toBeGreaterThanOrEqual(0);
  expect(
    box.y + box.height,
    "the focused language link above the window's foot",
  ).toBeLessThanOrEqual(page.viewportSize()?.height ?? 0);
}

/** Follows a link of the bar to another page, then Back: the kept position, and focus in view there. */
async function backFromBarLink(page: Page, name: string, where: string) {
  await page.evaluate(() => window.scrollTo(0, 300));
  await page
    .getByRole("banner")
    .getByRole("link", { name, exact: true })
    .click();
  await expect(page).not.toHaveURL(where);
  await page.goBack();
  await expect(page).toHaveURL(where);
  await expect
    .poll(() => page.evaluate(() => window.scrollY))
    .toBeGreaterThan(0);
  await expectFocusInView(page, `Back to ${where}`);
}

test.describe("the language link", () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  // Each test goes to the other language and back: one load, both ways.
  test("keeps the scroll position on a page without scripts, both ways between /plus/faq and /es/plus/faq, with focus on the language link in view", async ({
    page,
  }) => {
    await page.goto("/plus/faq");
    await page.evaluate(() => window.scrollTo(0, 900));
    for (const [to, name, other] of [
      ["/es/plus/faq", SPANISH, ENGLISH],
      ["/plus/faq", ENGLISH, SPANISH],
    ] as const) {
      await languageLink(page, name).click();
      await expect(page).toHaveURL(to);
      await expect
        .poll(() => page.evaluate(() => Math.round(window.scrollY)))
        .toBe(900);
      // A full page load: the page script gives focus to the link just used.
      await expectLanguageLinkFocused(page, other);
    }
  });

  test("keeps the scroll position and the filter's words, both ways between /plus/compare and /es/plus/compare; focus lands in view there, and after Back in both languages", async ({
    page,
  }) => {
    await serveData(page, "channels");
    await serveData(page, "packages");
    await page.goto("/plus/compare");
    await waitForPageReady(page);
    const filter = page.getByRole("searchbox");
    await filter.fill("sports");
    for (const [to, name, other] of [
      ["/es/plus/compare", SPANISH, ENGLISH],
      ["/plus/compare", ENGLISH, SPANISH],
    ] as const) {
      await page.evaluate(() => window.scrollTo(0, 300));
      const top = async () => (await filter.boundingBox())?.y ?? Number.NaN;
      const before = await top();
      await languageLink(page, name).click();
      await expect(page).toHaveURL(to);
      await waitForPageReady(page);
      await expect(filter).toHaveValue("sports");
      // The page is not sent back to the top: the filter stays where it was
      // on screen, give or take the two lines by which the other language's
      // intro above it is longer or shorter.
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      expect(Math.abs((await top()) - before)).toBeLessThan(50);
      // Focus stays on the language link, in view, not the heading above.
      await expectLanguageLinkFocused(page, other);
    }
    // Back from another page returns to the kept position, with focus on
    // what is in view; Back across the switch, to the language link.
    await backFromBarLink(
      page,
      CATALOGUES.en.common.nav.channels,
      "/plus/compare",
    );
    await page.goBack();
    await expect(page).toHaveURL("/es/plus/compare");
    await expectLanguageLinkFocused(page, ENGLISH);
    await backFromBarLink(
      page,
      CATALOGUES.es.common.nav.channels,
      "/es/plus/compare",
    );
  });

  test("keeps the words typed into the Channels search, both ways between /plus/channels and /es/plus/channels", async ({
    page,
  }) => {
    await serveData(page, "channels");
    await serveData(page, "packages");
    await page.goto("/plus/channels");
    await waitForPageReady(page);
    await page.getByRole("searchbox").fill("gamma");
    for (const [to, name] of [
      ["/es/plus/channels", SPANISH],
      ["/plus/channels", ENGLISH],
    ] as const) {
      await languageLink(page, name).click();
      await expect(page).toHaveURL(to);
      await waitForPageReady(page);
      await expect(page.getByRole("searchbox")).toHaveValue("gamma");
    }
  });
});

/**
 * A server in front of the site that sends the page at `path` in two parts,
 * the second (after the main part) only on `release()`, as a slow network
 * or a busy phone's parser would; everything else it fetches from `origin`.
 */
async function splitPageServer(origin: string, path: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(`${origin}${request.url ?? "/"}`);
      const body = Buffer.from(await upstream.arrayBuffer());
      response.writeHead(upstream.status, {
        "content-type": upstream.headers.get("content-type") ?? "",
      });
      if (new URL(request.url ?? "/", origin).pathname !== path) {
        response.end(body);
        return;
      }
      const html = body.toString();
      const cut = html.indexOf("</main>") + "</main>".length;
      response.write(html.slice(0, cut));
      await released;
      response.end(html.slice(cut));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    release: () => release(),
    close: () =>
      new Promise<void>((resolve) => {
        release();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
