import { CATALOGUES } from "./support/catalogues";
import { fixture, serveData } from "./support/data";
import { expect, test, waitForHydration } from "./support/fixtures";

const EN = CATALOGUES.en;

// The data screens used with the keyboard alone. The states that appear only
// after the visitor acts or a file loads are held to axe's bar in their own
// specs (channels, channel-search, instructions, finder, compare,
// data-errors).
test.describe("keyboard only", () => {
  // The three tasks in one visit, each on a fresh load of its screen.
  test("choose a package, complete the instructions flow, activate Try again", async ({
    page,
  }) => {
    await test.step("choose a package", async () => {
      await page.unrouteAll({ behavior: "ignoreErrors" });
      await serveData(page, "channels");
      await page.goto("/plus/channels");
      await waitForHydration(page);
      const select = page.getByLabel(EN.channels.select.label);
      await expect(select).toBeEnabled();
      await select.focus();
      await expect(select).toBeFocused();
      // A focused native select changes its choice with the arrow keys.
      const before = await select.inputValue();
      await page.keyboard.press("ArrowDown");
      await expect(select).not.toHaveValue(before);
      const chosen = await select.inputValue();
      await expect(page).toHaveURL(new RegExp(`[?&]pkg=${chosen}$`));
    });

    await test.step("complete the instructions flow", async () => {
      await page.unrouteAll({ behavior: "ignoreErrors" });
      await serveData(page, "instructions");
      await page.goto("/plus/instructions");
      await waitForHydration(page);
      const device = page.getByLabel(EN.instructions.device.label);
      await device.focus();
      await page.keyboard.press("ArrowDown");
      await expect(device).not.toHaveValue("");
      const platform = page.getByLabel(EN.instructions.platform.label);
      await expect(platform).toBeEnabled();
      await page.keyboard.press("Tab");
      await expect(platform).toBeFocused();
      await page.keyboard.press("ArrowDown");
      const steps = page.getByRole("region", {
        name: EN.instructions.steps.title,
      });
      await expect(steps).toBeVisible();
      await expect(steps.getByRole("listitem").first()).toContainText(
        "sign-up",
      );
    });

    await test.step("activate Try again", async () => {
      await page.unrouteAll({ behavior: "ignoreErrors" });
      await serveData(
        page,
        "packages",
        { status: 500 },
        { body: fixture("packages") },
      );
      await page.goto("/plus");
      const retry = page.getByRole("button", { name: EN.common.data.tryAgain });
      await expect(retry).toBeVisible();
      await waitForHydration(page);
      await retry.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("alert")).toHaveCount(0);
      await expect(page.getByRole("table").first()).toBeVisible();
    });
  });
});
