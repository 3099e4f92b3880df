import type { Locator, Page } from "@playwright/test";

import {
  type DataAnswer,
  type DataName,
  fixture,
  serveData,
} from "./support/data";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test, waitForHydration } from "./support/fixtures";
import { type Locale, WORDS } from "./support/words";

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
    heading: "Packages",
    what: "the packages",
    loaded: (page) => page.getByRole("rowheader", { name: "Core Test" }),
  },
  {
    locale: "en",
    name: "channels",
    path: "/plus/channels",
    heading: "Channels",
    what: "the channel lineup",
    loaded: (page) =>
      page.getByRole("listitem").filter({ hasText: "Alpha Network" }),
  },
  {
    locale: "en",
    name: "instructions",
    path: "/plus/instructions",
    heading: "Instructions",
    what: "the setup instructions",
    loaded: (page) => page.getByLabel("Device"),
  },
];

/** A Spanish screen, for the alert's words in Spanish. */
const SPANISH_CHANNELS: Screen = {
  locale: "es",
  name: "channels",
  path: "/es/plus/channels",
  heading: "Canales",
  what: "la lista de canales",
  loaded: (page) =>
    page.getByRole("listitem").filter({ hasText: "Alpha Network" }),
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const HTTP_500 = {
  failure: "an HTTP 500",
  answer: { status: 500, body: "Server error" },
};

const FAILURES: { failure: string; answer: DataAnswer }[] = [
  HTTP_500,
  { failure: "bad JSON", answer: { body: '{"channels": [' } },
  { failure: "a wrong shape", answer: { body: { items: [] } } },
  { failure: "a network error", answer: { networkError: true } },
];

const CASES = [
  ...SCREENS.flatMap((screen) =>
    FAILURES.map((failure) => ({ screen, ...failure })),
  ),
  { screen: SPANISH_CHANNELS, ...HTTP_500 },
];

for (const { screen, failure, answer } of CASES) {
  const words = WORDS[screen.locale];
  // The alert's own axe check, at a phone's width and a desktop's.
  const axe = screen.name === "packages" && failure === "an HTTP 500";

  test.describe(`${screen.heading} data errors`, () => {
    test(`${failure} shows the alert in the page's language${axe ? ", which axe passes at 375 and 1280px" : ""}, and ${words.data.tryAgain} recovers`, async ({
      page,
      consoleErrors,
    }) => {
      const route = await serveData(page, screen.name, answer, {
        body: fixture(screen.name),
      });
      if (axe) await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(screen.path);
      await waitForHydration(page);

      const alert = page.getByRole("alert");
      await expect(alert).toHaveText(
        new RegExp(`^${escape(words.data.failed(screen.what))}`),
      );
      await expect(page.getByRole("status")).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        screen.heading,
      );
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      // Logged by an effect, which may run a moment after the alert is drawn.
      await expect.poll(() => consoleErrors.join("\n")).toContain(screen.name);
      if (axe) {
        await expectNoAxeViolations(page, `${screen.path} load error at 375px`);
        await page.setViewportSize({ width: 1280, height: 800 });
        await expectNoAxeViolations(
          page,
          `${screen.path} load error at 1280px`,
        );
      }

      await alert.getByRole("button", { name: words.data.tryAgain }).click();
      await expect(screen.loaded(page)).toBeVisible();
      await expect(page.getByRole("alert")).toHaveCount(0);
      expect(route.count()).toBe(2);
    });
  });
}

test("a wrong shape logs which entry and field are wrong", async ({
  page,
  consoleErrors,
}) => {
  await serveData(page, "channels", {
    body: {
      channels: [{ id: 1, channelName: "Broken", binary: 1024 }],
      packages: [],
    },
  });
  await page.goto("/plus/channels");
  await expect(page.getByRole("alert")).toBeVisible();
  // The browser names the file, the entry and the field; `npm run
  // check:data` words the rule too (the browser's build leaves the words out).
  await expect
    .poll(() => consoleErrors.join("\n"))
    .toContain("/json/channels/channels.json: channels[0].binary:");
});
