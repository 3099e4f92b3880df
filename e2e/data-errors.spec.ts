import type { Locator, Page } from "@playwright/test";

import {
  type DataAnswer,
  type DataName,
  fixture,
  serveData,
} from "./support/data";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test, waitForHydration } from "./support/fixtures";
import { CATALOGUES } from "./support/catalogues";
import { type Locale, WORDS } from "./support/words";

const EN = CATALOGUES.en;

interface Screen {
  locale: Locale;
  name: DataName;
  path: string;
  heading: string;
  /** What the alert says it could not load. */
  what: string;
  /** What shows once the file has loaded. */
  loaded: (page: Page) => Locator;
}

/** Each data screen in English. */
const SCREENS: Screen[] = [
  {
    locale: "en",
    name: "packages",
    path: "/plus",
    heading: EN.packages.title,
    what: EN.packages.what,
    loaded: (page) =>
      page.getByRole("rowheader", { name: WORDS.en.titles.core }),
  },
  {
    locale: "en",
    name: "channels",
    path: "/plus/channels",
    heading: EN.channels.title,
    what: EN.channels.what,
    loaded: (page) =>
      page.getByRole("listitem").filter({ hasText: "Alpha Network" }),
  },
  {
    locale: "en",
    name: "instructions",
    path: "/plus/instructions",
    heading: EN.instructions.title,
    what: EN.instructions.what,
    loaded: (page) => page.getByLabel(EN.instructions.device.label),
  },
];

/** A Spanish screen, for the alert's words in Spanish. */
const SPANISH_CHANNELS: Screen = {
  locale: "es",
  name: "channels",
  path: "/es/plus/channels",
  heading: CATALOGUES.es.channels.title,
  what: CATALOGUES.es.channels.what,
  loaded: (page) =>
    page.getByRole("listitem").filter({ hasText: "Alpha Network" }),
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const BAD_JSON = '{"channels": [';
const WRONG_SHAPE = { items: [] };

/** A failure, and what the console says of it. */
interface Failure {
  failure: string;
  answer: DataAnswer;
  logged: string;
}

const FAILURES: Failure[] = [
  {
    failure: "an HTTP 500",
    answer: { status: 500, body: "Server error" },
    logged: "answered HTTP 500",
  },
  { failure: "bad JSON", answer: { body: BAD_JSON }, logged: "not valid JSON" },
  {
    failure: "a wrong shape",
    answer: { body: WRONG_SHAPE },
    logged: "does not match its schema",
  },
  {
    failure: "a network error",
    answer: { networkError: true },
    logged: "could not be fetched",
  },
];

/**
 * On the English Channels screen, the wrong shape is one wrong field of an
 * entry, and the console names the file, the entry and the field; `npm run
 * check:data` words the rule too (the browser's build leaves the words out).
 */
const WRONG_ENTRY: Failure = {
  failure: "a wrong shape",
  answer: {
    body: {
      channels: [{ id: 1, channelName: "Broken", binary: 1024 }],
      packages: [],
    },
  },
  logged: "/json/channels/channels.json: channels[0].binary:",
};

// Each screen meets every failure: one as the page loads (the preloaded
// request), the others on each Try again (a fresh request); which failure
// comes first turns with the screen, so that each is met on a load.
const CASES = [...SCREENS, SPANISH_CHANNELS].map((screen, index) => {
  const failures = FAILURES.map((failure) =>
    screen.locale === "en" &&
    screen.name === "channels" &&
    failure.failure === WRONG_ENTRY.failure
      ? WRONG_ENTRY
      : failure,
  );
  return {
    screen,
    failures: [...failures.slice(index), ...failures.slice(0, index)],
  };
});

for (const { screen, failures } of CASES) {
  const words = WORDS[screen.locale];
  const [first, ...later] = failures;
  if (!first) throw new Error("No failure to show");
  // The alert's own axe check, at a phone's width and a desktop's.
  const axe = screen.name === "packages" && first.failure === "an HTTP 500";

  test.describe(`${screen.heading} data errors`, () => {
    test(`${first.failure} on loading shows the alert in the page's language${axe ? ", which axe passes at 375 and 1280px" : ""}; ${later.map((entry) => entry.failure).join(", ")} on each ${words.data.tryAgain} show it again; and ${words.data.tryAgain} recovers`, async ({
      page,
      consoleErrors,
    }) => {
      const route = await serveData(
        page,
        screen.name,
        ...failures.map((entry) => entry.answer),
        { body: fixture(screen.name) },
      );
      if (axe) await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(screen.path);
      await waitForHydration(page);

      const alert = page.getByRole("alert");
      const failed = new RegExp(`^${escape(words.data.failed(screen.what))}`);
      await expect(alert).toHaveText(failed);
      await expect(page.getByRole("status")).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        screen.heading,
      );
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      // Logged by an effect, which may run a moment after the alert is drawn.
      await expect.poll(() => consoleErrors.join("\n")).toContain(screen.name);
      await expect.poll(() => consoleErrors.join("\n")).toContain(first.logged);
      if (axe) {
        await expectNoAxeViolations(page, `${screen.path} load error at 375px`);
        await page.setViewportSize({ width: 1280, height: 800 });
        await expectNoAxeViolations(
          page,
          `${screen.path} load error at 1280px`,
        );
      }

      for (const [index, { failure, logged }] of later.entries()) {
        await test.step(`${failure} on ${words.data.tryAgain}`, async () => {
          const before = consoleErrors.length;
          await alert
            .getByRole("button", { name: words.data.tryAgain })
            .click();
          await expect.poll(() => route.count()).toBe(index + 2);
          await expect(alert).toHaveText(failed);
          await expect(page.getByRole("status")).toHaveCount(0);
          await expect
            .poll(() => consoleErrors.slice(before).join("\n"))
            .toContain(logged);
        });
      }

      await alert.getByRole("button", { name: words.data.tryAgain }).click();
      await expect(screen.loaded(page)).toBeVisible();
      await expect(page.getByRole("alert")).toHaveCount(0);
      expect(route.count()).toBe(failures.length + 1);
    });
  });
}
