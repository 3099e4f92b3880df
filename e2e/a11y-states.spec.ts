import { expectNoAxeViolations } from "./support/axe";
import { channelsWithLineup, fixture, serveData } from "./support/data";
import { expect, test, waitForHydration } from "./support/fixtures";

// The page states that appear only after the visitor acts or a file loads,
// held to the same bar as the pre-rendered pages.
for (const width of [375, 1280]) {
  test.describe(`accessibility of page states at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("Channels loaded with music channels", async ({ page }) => {
      await serveData(page, "channels", {
        body: channelsWithLineup("ultimate", 60),
      });
      await page.goto("/plus/channels");
      await expect(
        page.getByRole("heading", { name: "Music Channels (50)" }),
      ).toBeVisible();
      await expectNoAxeViolations(
        page,
        `/plus/channels with music at ${width}px`,
      );
    });

    test("Instructions with the steps shown", async ({ page }) => {
      await serveData(page, "instructions");
      await page.goto("/plus/instructions");
      await waitForHydration(page);
      await page.getByLabel("Device").selectOption("Mobile");
      await page.getByLabel("Platform").selectOption("iOS");
      await expect(page.getByRole("region", { name: "Steps" })).toBeVisible();
      await expectNoAxeViolations(
        page,
        `/plus/instructions steps at ${width}px`,
      );
    });

    test("a data-load error", async ({ page }) => {
      await serveData(page, "packages", { status: 500 });
      await page.goto("/plus");
      await expect(page.getByRole("alert")).toBeVisible();
      await expectNoAxeViolations(page, `/plus load error at ${width}px`);
    });
  });
}

test.describe("keyboard only", () => {
  test("choose a package", async ({ page }) => {
    await serveData(page, "channels");
    await page.goto("/plus/channels");
    await waitForHydration(page);
    const select = page.getByLabel("Select your package");
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

  test("complete the instructions flow", async ({ page }) => {
    await serveData(page, "instructions");
    await page.goto("/plus/instructions");
    await waitForHydration(page);
    const device = page.getByLabel("Device");
    await device.focus();
    await page.keyboard.press("ArrowDown");
    await expect(device).not.toHaveValue("");
    const platform = page.getByLabel("Platform");
    await expect(platform).toBeEnabled();
    await page.keyboard.press("Tab");
    await expect(platform).toBeFocused();
    await page.keyboard.press("ArrowDown");
    const steps = page.getByRole("region", { name: "Steps" });
    await expect(steps).toBeVisible();
    await expect(steps.getByRole("listitem").first()).toContainText("sign-up");
  });

  test("activate Try again", async ({ page }) => {
    await serveData(
      page,
      "packages",
      { status: 500 },
      { body: fixture("packages") },
    );
    await page.goto("/plus");
    const retry = page.getByRole("button", { name: "Try again" });
    await expect(retry).toBeVisible();
    await waitForHydration(page);
    await retry.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByRole("table").first()).toBeVisible();
  });
});
