import type { Locator, Page } from "@playwright/test";

import {
  type DataAnswer,
  type DataName,
  fixture,
  serveData,
} from "./support/data";
import { expect, test, waitForHydration } from "./support/fixtures";

/** Each data screen, and what shows once its file has loaded. */
const SCREENS: {
  name: DataName;
  path: string;
  heading: string;
  loaded: (page: Page) => Locator;
}[] = [
  {
    name: "packages",
    path: "/plus",
    heading: "Packages",
    loaded: (page) => page.getByRole("rowheader", { name: "Core Test" }),
  },
  {
    name: "channels",
    path: "/plus/channels",
    heading: "Channels",
    loaded: (page) =>
      page.getByRole("listitem").filter({ hasText: "Alpha Network" }),
  },
  {
    name: "instructions",
    path: "/plus/instructions",
    heading: "Instructions",
    loaded: (page) => page.getByLabel("Device"),
  },
];

const FAILURES: { failure: string; answer: DataAnswer }[] = [
  { failure: "an HTTP 500", answer: { status: 500, body: "Server error" } },
  { failure: "bad JSON", answer: { body: '{"channels": [' } },
  { failure: "a wrong shape", answer: { body: { items: [] } } },
  { failure: "a network error", answer: { networkError: true } },
];

for (const screen of SCREENS) {
  test.describe(`${screen.heading} data errors`, () => {
    for (const { failure, answer } of FAILURES) {
      test(`${failure} shows the alert, and Try again recovers`, async ({
        page,
        consoleErrors,
      }) => {
        const route = await serveData(page, screen.name, answer, {
          body: fixture(screen.name),
        });
        await page.goto(screen.path);
        await waitForHydration(page);

        const alert = page.getByRole("alert");
        await expect(alert).toContainText("Sorry, we couldn’t load");
        await expect(alert).toContainText("Please check your connection");
        await expect(page.getByRole("status")).toHaveCount(0);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          screen.heading,
        );
        await expect(page.getByRole("banner")).toBeVisible();
        await expect(page.getByRole("contentinfo")).toBeVisible();
        expect(consoleErrors.join("\n")).toContain(screen.name);

        await alert.getByRole("button", { name: "Try again" }).click();
        await expect(screen.loaded(page)).toBeVisible();
        await expect(page.getByRole("alert")).toHaveCount(0);
        expect(route.count()).toBe(2);
      });
    }
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
  expect(consoleErrors.join("\n")).toContain(
    '/json/channels/channels.json: channels[0] "Broken", field binary: must be a whole number from 1 to 1023 (got 1024)',
  );
});
