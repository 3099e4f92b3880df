import type { Page } from "@playwright/test";
import * as v from "valibot";

import { channelsFileSchema } from "../app/data/schemas";
import { fixture, serveData } from "./support/data";
import { expect, test, waitForPageReady } from "./support/fixtures";

// Fixture primaries shown: Core Test, Elite Test and Ultimate Test (Essentials Test is inactive).
// Sports Fanatic Test: Gamma Sports (Elite, Ultimate) and Zeta Sports (no primary).
// Latino Test: Canal Uno (Ultimate) and Canal Dos (no primary, unless moved into Ultimate below).

const adds = (page: Page, addOn: string) =>
  page
    .getByRole("list", { name: `New channels ${addOn} adds` })
    .getByRole("listitem");

test.describe("Packages: what each add-on adds", () => {
  test("counts the channels an add-on adds to each active primary", async ({
    page,
  }) => {
    await serveData(page, "packages");
    await serveData(page, "channels");
    await page.goto("/plus");
    await waitForPageReady(page);
    await expect(adds(page, "Sports Fanatic Test")).toHaveText([
      "Core Test: 2 channels",
      "Elite Test: 1 channel",
      "Ultimate Test: 1 channel",
    ]);
    await expect(adds(page, "Latino Test")).toHaveText([
      "Core Test: 2 channels",
      "Elite Test: 2 channels",
      "Ultimate Test: 1 channel",
    ]);
    await expect(page.getByText(/come with/)).toHaveCount(0);
  });

  test("names the primary that already holds every channel of an add-on", async ({
    page,
  }) => {
    const lineup = v.parse(channelsFileSchema, fixture("channels"));
    const inUltimate = {
      ...lineup,
      channels: lineup.channels.map((channel) =>
        channel.channelName === "Canal Dos"
          ? { ...channel, binary: 64 | 8 }
          : channel,
      ),
    };
    await serveData(page, "packages");
    await serveData(page, "channels", { body: inUltimate });
    await page.goto("/plus");
    await waitForPageReady(page);
    const latino = page.getByRole("row", { name: /^Latino Test/ });
    await expect(
      latino.getByText("All 2 channels come with Ultimate Test."),
    ).toBeVisible();
    await expect(adds(page, "Latino Test")).toHaveText([
      "Core Test: 2 channels",
      "Elite Test: 2 channels",
      "Ultimate Test: none",
    ]);
    // Sports Fanatic Test keeps a channel of its own, so no primary is named for it.
    await expect(
      page
        .getByRole("row", { name: /^Sports Fanatic Test/ })
        .getByText(/come with/),
    ).toHaveCount(0);
  });

  test("without the lineup, the add-ons show as before", async ({ page }) => {
    await serveData(page, "packages");
    await serveData(page, "channels", { status: 500 });
    await page.goto("/plus");
    await waitForPageReady(page);
    await expect(page.getByRole("row", { name: /^Latino Test/ })).toBeVisible();
    await expect(page.getByRole("list", { name: /^New channels/ })).toHaveCount(
      0,
    );
  });
});
