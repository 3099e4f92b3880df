import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import {
  MUSIC_CHANNEL_COUNT,
  PACKAGE_BITS,
  PRIMARY_PACKAGE_COUNT,
} from "../app/config/constants";
import { MENU_BUTTON_ID } from "../app/components/page-script";
import { activePlatforms, selectableDevices } from "../app/lineup/platforms";
import { finderAnswer } from "../app/messages/en/finder-answer";
import { CATALOGUES, escape } from "../e2e/support/catalogues";
import { ALL_ROUTES, isScriptFree } from "../e2e/support/routes";
import { SPINNER } from "../e2e/support/spinner";
import {
  shippedInstructions,
  shippedLineup,
  shippedPackages,
} from "../e2e/support/shipped";
import { type Locale, localeOf } from "../e2e/support/words";
import { startProductionServer } from "../scripts/lib/production-server.js";
import { type EngineSession, waitUntil } from "./session";

const WIDTHS = [375, 1280] as const;
/**
 * The language whose routes each width loads: Spanish, whose words are
 * longer, at a phone's width; English at a desktop's. Every route is loaded
 * at both widths, and in both languages, which share their markup and styles.
 */
const LANGUAGE_AT: Record<(typeof WIDTHS)[number], Locale> = {
  375: "es",
  1280: "en",
};
/** Where a failing test leaves a picture of the page as the engine drew it. */
const FAILURES_DIR = path.resolve("test-results/engines");
const HEIGHT = 800;

/** Whether the page fetched any script file. */
const HAS_SCRIPTS = `
  return performance.getEntriesByType("resource").some((entry) =>
    new URL(entry.name).pathname.endsWith(".js"));
`;

/**
 * True once the page has hydrated (or, shipping no script, has loaded) and
 * shows no loading spinner.
 */
const SETTLED = `
  const ready = document.documentElement.dataset.hydrated === "true" ||
    (document.readyState === "complete" && !document.querySelector('script[type="module"]'));
  return ready && document.querySelector(${JSON.stringify(SPINNER)}) === null;
`;

const HAS_HEADING = `return document.querySelector("main h1") !== null;`;

const { channels } = shippedLineup();
const packages = shippedPackages();
const inPackage = (name: keyof typeof PACKAGE_BITS) =>
  channels.filter((channel) => channel.binary & PACKAGE_BITS[name]);

/** An active add-on short enough to have no music list: Channels shows it in one box. */
const ADD_ON = packages
  .slice(PRIMARY_PACKAGE_COUNT)
  .find(
    (entry) =>
      entry.active && inPackage(entry.name).length <= MUSIC_CHANNEL_COUNT,
  );
/** Two channels of the first package, for a shared Finder link. */
const FINDER_CHANNELS = inPackage(packages[0]?.name ?? "core").slice(0, 2);
/** The channel Compare is filtered to: the longest name, which no other holds. */
const FILTERED = channels.reduce((best, channel) =>
  channel.channelName.length > best.channelName.length ? channel : best,
);

const { en: EN, es: ES } = CATALOGUES;

/**
 * The first device with two active platforms, by the data file's names, and
 * the place of its first platform among the Instructions screen's tiles.
 */
const TILE_DEVICE = (() => {
  let index = 0;
  for (const device of selectableDevices(shippedInstructions().devices)) {
    const platforms = activePlatforms(device).map((entry) => entry.name);
    if (platforms.length >= 2) return { index, device: device.name, platforms };
    index += platforms.length;
  }
  return undefined;
})();

/** The heading of a channel box, in either language: "TV Channels (61)", "Canales de TV (61)". */
const TV_BOX = new RegExp(
  `^(${escape(EN.channels.tvChannels)}|${escape(ES.channels.tvChannels)}) \\(\\d+\\)$`,
);

/**
 * What a page shows once its data has arrived, as a page script; a Spanish
 * page shows what its twin does. A page not named here is complete with its
 * heading.
 */
const LOADED: Partial<Record<string, string>> = {
  "/": `return document.querySelectorAll("main li a[href]").length >= 7;`,
  "/plus": `return document.querySelectorAll("main table tbody tr").length >= 4;`,
  "/plus/channels": `return ${TV_BOX}.test(document.querySelector("main h2")?.textContent ?? "") &&
    document.querySelectorAll("main ul li").length > 100;`,
  "/plus/instructions": `return document.querySelector("main select")?.options.length > 2;`,
  "/plus/isps-mdus": `return document.querySelector("main table") !== null;`,
  "/plus/signup": `return document.querySelector("main #individual-title") !== null;`,
  "/plus/channelstest": `return ${TV_BOX}.test(document.querySelector("main h2")?.textContent ?? "") &&
    document.querySelectorAll("main ul li").length > 100;`,
  "/plus/finder": `return document.querySelector("main input[role='combobox']") !== null;`,
  "/plus/compare": `return document.querySelectorAll("main table [scope='row']").length > 100;`,
  "/plus/faq": `return document.querySelectorAll("main h2").length >= 10;`,
  "/plus/privacy": `return document.querySelector("main #collect-title") !== null;`,
  "/plus/accessibility": `return document.querySelector("main #technical-title") !== null;`,
};

/** A CSS selector for the form control labelled `text`. */
async function controlLabelled(
  session: EngineSession,
  text: string,
): Promise<string> {
  const id = await session.evaluate(`
    const label = [...document.querySelectorAll("label")].find(
      (candidate) => candidate.textContent.trim() === ${JSON.stringify(text)},
    );
    return label?.htmlFor || null;
  `);
  if (typeof id !== "string" || !id)
    throw new Error(`${session.engine}: no control labelled “${text}”`);
  return `[id="${id}"]`;
}

/**
 * Every route in one engine, at a phone's width and a desktop's, and the key
 * flows at a phone's, where the drawer is: a flow's code is the same at every
 * width. Against the production server at `http://localhost` (plain HTTP
 * on loopback, which is where WebKit once upgraded every request to HTTPS).
 */
export function describeEngine(
  engine: string,
  launch: () => Promise<EngineSession>,
): void {
  describe(engine, () => {
    let session: EngineSession;
    let origin: string;
    let stopServer: () => Promise<void>;

    beforeAll(async () => {
      const server = await startProductionServer();
      stopServer = server.stop;
      origin = server.origin.replace("127.0.0.1", "localhost");
      session = await launch();
    });
    beforeEach(({ task, onTestFailed }) => {
      onTestFailed(async () => {
        const name = `${engine} ${task.suite?.name ?? ""} ${task.name}`;
        await mkdir(FAILURES_DIR, { recursive: true });
        await writeFile(
          path.join(FAILURES_DIR, `${name.replace(/[^\w]+/g, "-")}.png`),
          await session.screenshot(),
        );
      });
    });
    afterAll(async () => {
      await session?.close();
      await stopServer?.();
    });

    /** Opens a route and waits until it has hydrated and shows its data. */
    async function open(route: string, query = ""): Promise<void> {
      await session.open(`${origin}${route}${query}`);
      await waitUntil(session, SETTLED, `${route} hydrated`);
      const english = route.replace(/^\/es(?=\/|$)/, "") || "/";
      await waitUntil(
        session,
        LOADED[english] ?? HAS_HEADING,
        `${route} shows its content`,
      );
    }

    for (const width of WIDTHS) {
      describe(`at ${width} px`, () => {
        beforeAll(() => session.resize(width, HEIGHT));

        for (const { path, heading } of ALL_ROUTES.filter(
          (route) => localeOf(route.path) === LANGUAGE_AT[width],
        )) {
          const scriptFree = isScriptFree(path);
          it(`${path} ${scriptFree ? "loads with no script file" : "loads its data and hydrates"}`, async () => {
            await open(path);
            expect(
              await session.evaluate(
                "return document.querySelector('h1')?.textContent;",
              ),
            ).toBe(heading);
            expect(await session.evaluate(HAS_SCRIPTS)).toBe(!scriptFree);
            // The page's inline script ran under the policy: the visitor's year.
            expect(
              await session.evaluate(
                "return document.getElementById('footer-year')?.textContent;",
              ),
            ).toBe(String(new Date().getFullYear()));
            expect(await session.pageErrors()).toEqual([]);
          });
        }

        it(`Back to a page without scripts, after a link followed by keyboard${width === 375 ? " in the menu" : ""}: focus in view, on that link${width === 375 ? " or, the menu closed, on the menu button" : ""}`, async () => {
          const prefix = LANGUAGE_AT[width] === "es" ? "/es" : "";
          const faq = `${prefix}/plus/faq`;
          await open(faq);
          const link =
            width === 375
              ? `document.querySelector('dialog a[href="${prefix}/plus/signup"]')`
              : `document.querySelector('footer a[href="${prefix}/plus/privacy"]')`;
          if (width === 375) {
            await session.click('header button[aria-haspopup="dialog"]');
            await waitUntil(
              session,
              `return document.querySelector("dialog").matches(":modal, :popover-open") &&
                document.getAnimations().every((a) => a.playState !== "running");`,
              "the menu is open",
            );
          }
          await session.evaluate(`${link}.focus();`);
          await session.pressEnter();
          await waitUntil(
            session,
            `return location.pathname !== ${JSON.stringify(faq)};`,
            "the link's page opens",
          );
          await session.back();
          const focused = `document.activeElement`;
          await waitUntil(
            session,
            `const box = ${focused}.getBoundingClientRect();
            return location.pathname === ${JSON.stringify(faq)} &&
              (${focused} === ${link} || ${focused} === document.getElementById("${MENU_BUTTON_ID}")) &&
              box.height > 0 && box.top >= 0 && box.bottom <= innerHeight;`,
            "focus is on the link followed, or the menu button, in view",
            {
              state: `return { path: location.pathname, scrollY, focused: ${focused}.outerHTML.slice(0, 80) };`,
            },
          );
          expect(await session.pageErrors()).toEqual([]);
        });

        if (width === 375) {
          it("on a page without scripts, the menu opens as a modal where the engine has invoker commands (else as a popover, not modal), Tab never leaves a modal, and Esc and its close button give focus back to the menu button", async () => {
            await open("/plus/signup");
            const drawer = `document.querySelector('dialog[aria-label="Menu"]')`;
            const menuButton = `document.querySelector('header button[aria-haspopup="dialog"]')`;
            const still = `document.getAnimations().every((a) => a.playState !== "running")`;
            const invokers = await session.evaluate(
              `return "command" in HTMLButtonElement.prototype;`,
            );
            const shown = `${drawer}.matches(":modal") || ${drawer}.matches(":popover-open")`;
            // Said when a wait fails: whether the drawer shows, what has focus, what still moves.
            const drawerState = `return {
              modal: ${drawer}.matches(":modal"),
              popoverOpen: ${drawer}.matches(":popover-open"),
              focused: document.activeElement?.outerHTML.slice(0, 80) ?? null,
              running: document.getAnimations()
                .filter((a) => a.playState === "running")
                .map((a) => a.animationName ?? a.transitionProperty ?? a.constructor.name),
            };`;
            for (const closeWith of ["Escape", "button"] as const) {
              await session.click('header button[aria-haspopup="dialog"]');
              await waitUntil(
                session,
                `return (${shown}) && ${still};`,
                "the menu is open",
                { state: drawerState },
              );
              expect(
                await session.evaluate(`return {
                  modal: ${drawer}.matches(":modal"),
                  ariaModal: ${drawer}.hasAttribute("aria-modal"),
                  role: ${drawer}.getAttribute("role"),
                };`),
              ).toEqual({ modal: invokers, ariaModal: false, role: null });
              if (invokers && closeWith === "Escape") {
                // Twice round the drawer: focus stays in it, or with the browser's own controls.
                const stops = Number(
                  await session.evaluate(
                    `return ${drawer}.querySelectorAll("a[href], button").length;`,
                  ),
                );
                for (let press = 0; press < 2 * stops + 2; press += 1) {
                  await session.pressTab();
                  expect(
                    await session.evaluate(
                      `const focused = document.activeElement;
                       return focused === null || focused === document.body || ${drawer}.contains(focused);`,
                    ),
                  ).toBe(true);
                }
              }
              if (closeWith === "Escape") await session.pressEscape();
              else await session.click('dialog[aria-label="Menu"] button');
              await waitUntil(
                session,
                `return !(${shown}) && ${still};`,
                `the menu is closed (with ${closeWith})`,
                { state: drawerState },
              );
              expect(
                await session.evaluate(
                  `return document.activeElement === ${menuButton};`,
                ),
              ).toBe(true);
            }
            expect(await session.pageErrors()).toEqual([]);
          });

          it("the menu drawer opens, and closes with Esc and its close button", async () => {
            await open("/plus");
            const drawer = `document.querySelector('dialog[aria-label="Menu"]')`;
            // Clicks wait, as a visitor's eye does, for the drawer to stop sliding.
            const still = `document.getAnimations().every((a) => a.playState !== "running")`;
            for (const closeWith of ["Escape", "button"] as const) {
              await session.click('header button[aria-haspopup="dialog"]');
              await waitUntil(
                session,
                `return ${drawer}.open && ${still};`,
                "the drawer is open",
              );
              expect(
                await session.evaluate(
                  `return document.querySelector('dialog[open]').contains(document.activeElement);`,
                ),
              ).toBe(true);
              if (closeWith === "Escape") await session.pressEscape();
              else await session.click('dialog[aria-label="Menu"] button');
              await waitUntil(
                session,
                `return !${drawer}.open && ${still};`,
                "the drawer is closed",
              );
            }
            expect(await session.pageErrors()).toEqual([]);
          });

          it("Channels shows the package chosen from the list, and puts it in the URL", async () => {
            const chosen = ADD_ON?.name;
            expect(chosen, "an active add-on without music").toBeDefined();
            await open("/plus/channels");
            await session.choose(
              await controlLabelled(session, EN.channels.select.label),
              String(chosen),
            );
            await waitUntil(
              session,
              `return location.search === "?pkg=${chosen}" &&
              /^TV Channels \\((\\d+)\\)$/.test(document.querySelector("main h2")?.textContent ?? "") &&
              document.querySelectorAll("main h2").length === 1;`,
              "the add-on's channels show",
            );
            expect(await session.pageErrors()).toEqual([]);
          });

          it("Instructions: a platform tile and the platform field show the steps; Back returns to the choice before, then to none, with focus on the field Back changed; the device field lists the device's platforms", async () => {
            if (!TILE_DEVICE) {
              throw new Error(
                "The shipped instructions have no device with two active platforms",
              );
            }
            const { index, device: deviceName, platforms } = TILE_DEVICE;
            const [firstPlatform = "", secondPlatform = ""] = platforms;
            await open("/plus/instructions");
            const device = await controlLabelled(
              session,
              EN.instructions.device.label,
            );
            const platform = await controlLabelled(
              session,
              EN.instructions.platform.label,
            );
            const field = (selector: string) =>
              `document.querySelector('${selector}')`;
            const stepsShown = `[...document.querySelectorAll("main section h2")].some((h) =>
              h.textContent === ${JSON.stringify(EN.instructions.steps.title)} &&
              h.closest("section").querySelectorAll("li").length > 0)`;
            const search = (query: Record<string, string>) =>
              JSON.stringify(
                Object.keys(query).length === 0
                  ? ""
                  : `?${new URLSearchParams(query)}`,
              );
            const shows = (choice: Record<string, string>) =>
              `location.search === ${search(choice)} &&
                ${field(device)}.value === ${JSON.stringify(choice.device ?? "")} &&
                ${field(platform)}.value === ${JSON.stringify(choice.platform ?? "")} &&
                ${choice.platform ? "" : "!"}(${stepsShown})`;
            // Focus on a field, with its ring where the engine draws one:
            // WebKitGTK's window on Xvfb never has the system's focus, so
            // nothing in it matches :focus or :focus-visible.
            const windowFocused = await session.evaluate(
              "return document.hasFocus();",
            );
            expect(windowFocused).toBe(session.engine === "Firefox");
            const focusOn = (selector: string) =>
              `document.activeElement === ${field(selector)} &&
                ${windowFocused ? `document.activeElement.matches(":focus-visible")` : "true"}`;
            const state = `return {
              search: location.search,
              device: ${field(device)}.value,
              platform: ${field(platform)}.value,
              steps: ${stepsShown},
              focused: document.activeElement?.outerHTML.slice(0, 80) ?? null,
              ring: document.activeElement?.matches(":focus-visible") ?? null,
            };`;

            // A click on a tile, as a visitor's tap: WebKit's Back skips the
            // entries a page adds without a gesture of the visitor's, and
            // WebDriver's choice of an option is none.
            const tile = `main ul > li:nth-child(${index + 1}) > button`;
            expect(
              await session.evaluate(
                `return document.querySelector('${tile}')?.textContent;`,
              ),
            ).toContain(firstPlatform);
            await session.click(tile);
            const first = { device: deviceName, platform: firstPlatform };
            await waitUntil(
              session,
              `return ${shows(first)};`,
              "the tile's steps show",
              { state },
            );
            await session.choose(platform, secondPlatform);
            await waitUntil(
              session,
              `return ${shows({ device: deviceName, platform: secondPlatform })};`,
              "the other platform's steps show",
              { state },
            );

            // The browser's Back, from the platform field, reached by keyboard.
            await session.evaluate(`${field(device)}.focus();`);
            await session.pressTab();
            await waitUntil(
              session,
              `return ${focusOn(platform)};`,
              "Tab reaches the platform field",
              { state },
            );
            await session.back();
            await waitUntil(
              session,
              `return ${shows(first)} && ${focusOn(platform)};`,
              "Back returns to the tile's choice, focus staying on the platform field",
              { state },
            );
            // Back again: no device, the platform field disabled, focus on the device field, drawn.
            await session.back();
            await waitUntil(
              session,
              `return ${shows({})} && ${field(platform)}.disabled && ${focusOn(device)};`,
              "Back returns to no choice, focus going to the device field",
              { state },
            );

            await session.choose(device, deviceName);
            await waitUntil(
              session,
              `return [...${field(platform)}.options].slice(1).map((option) => option.value).join("\\n") ===
                ${JSON.stringify(platforms.join("\n"))};`,
              "the device's platforms are listed",
              { state },
            );
            expect(await session.pageErrors()).toEqual([]);
          });

          it("the Channel Finder answers a shared ?ch= link", async () => {
            expect(FINDER_CHANNELS).toHaveLength(2);
            await open(
              "/plus/finder",
              `?ch=${FINDER_CHANNELS.map((channel) => channel.id).join(",")}`,
            );
            await waitUntil(
              session,
              `const answer = [...document.querySelectorAll("main section h2")].find(
               (h) => h.textContent === ${JSON.stringify(finderAnswer.answer.title)});
             return /\\$\\d+\\.\\d\\d/.test(answer?.closest("section").textContent ?? "");`,
              "the cheapest option shows with its price",
            );
            expect(await session.pageErrors()).toEqual([]);
          });

          it("Compare filters its table by channel name", async () => {
            await open("/plus/compare");
            const rows = `[...document.querySelectorAll("main table [scope='row']")].map((cell) => cell.textContent)`;
            const before = Number(
              await session.evaluate(`return ${rows}.length;`),
            );
            expect(before).toBeGreaterThan(100);
            await session.typeInto(
              await controlLabelled(session, EN.compare.filter),
              FILTERED.channelName,
            );
            await waitUntil(
              session,
              `const names = ${rows};
             return names.length < ${before} &&
               names.includes(${JSON.stringify(FILTERED.channelName)});`,
              "only the matching channels are listed",
            );
            expect(await session.pageErrors()).toEqual([]);
          });
        }
      });
    }
  });
}
