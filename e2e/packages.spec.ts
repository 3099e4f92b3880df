import { fixture, gate, serveData } from "./support/data";
import { expect, test, waitForHydration } from "./support/fixtures";

test.describe("Packages", () => {
  test("the pre-rendered page holds the heading, the intro and the spinner", async ({
    request,
  }) => {
    const html = await (await request.get("/plus")).text();
    expect(html).toContain("<h1>Packages</h1>");
    expect(html).toContain("Start with one of our");
    expect(html).toMatch(/role="status" aria-label="Loading the packages…"/);
    expect(html).not.toContain("<table");
  });

  test("shows a named spinner until the file is in, loaded with GET", async ({
    page,
  }) => {
    const held = gate();
    const route = await serveData(page, "packages", {
      body: fixture("packages"),
      wait: held.promise,
    });
    await page.goto("/plus");
    await waitForHydration(page);
    const spinner = page.getByRole("status", { name: "Loading the packages…" });
    await expect(spinner).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    held.open();
    await expect(page.getByRole("table")).toHaveCount(2);
    await expect(spinner).toHaveCount(0);
    expect(route.methods()).toEqual(["GET"]);
  });

  for (const width of [375, 1280]) {
    test(`splits primary and add-on packages by position, then hides inactive ones (${width}px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await serveData(page, "packages");
      await page.goto("/plus");

      const primary = page.getByRole("table", { name: "Primary Packages" });
      const addOns = page.getByRole("table", { name: "Add-on Packages" });
      for (const table of [primary, addOns]) {
        await expect(table.getByRole("columnheader")).toHaveText([
          "Title",
          "Channels",
          "Description",
          "Price",
        ]);
      }
      await expect(primary.getByRole("rowheader")).toHaveText([
        "Core Test",
        "Elite Test",
        "Ultimate Test",
      ]);
      await expect(addOns.getByRole("rowheader")).toHaveText([
        "Sports Fanatic Test",
        "Latino Test",
        "Starz Test",
        "Showtime Test",
        "HBO Test",
      ]);
      await expect(page.getByText("Hidden:")).toHaveCount(0);
    });
  }

  test("shows price, label badge and multi-line descriptions", async ({
    page,
  }) => {
    await serveData(page, "packages");
    await page.goto("/plus");
    const row = (title: string) =>
      page.getByRole("row").filter({
        has: page.getByRole("rowheader", { name: title, exact: true }),
      });

    // Cells after the row header: Channels, Description, Price.
    const core = row("Core Test");
    await expect(core.getByRole("cell").nth(0)).toHaveText("3 channels");
    expect(await core.getByRole("cell").nth(1).innerText()).toBe(
      "First line of Core\nSecond line of Core",
    );
    await expect(core.getByRole("cell").nth(2)).toHaveText("$34.50/mo");

    await expect(row("Elite Test").getByRole("cell").nth(2)).toHaveText(
      "Most popular$59.99/mo",
    );
    await expect(
      row("Sports Fanatic Test").getByRole("cell").nth(2),
    ).toHaveText("New$12.00/mo");
    await expect(row("Ultimate Test").getByRole("cell").nth(2)).toHaveText(
      "$79.05/mo",
    );
  });

  test("stays readable at 320px, without sideways scrolling", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await serveData(page, "packages");
    await page.goto("/plus");
    await expect(page.getByRole("table")).toHaveCount(2);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const cell = page
      .getByRole("row")
      .filter({ hasText: "Ultimate Test" })
      .getByRole("cell")
      .nth(1);
    await expect(cell).toHaveText("Ultimate description");
    const box = await cell.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);
  });

  test("a file loaded once is reused when the visitor comes back", async ({
    page,
  }) => {
    const route = await serveData(page, "packages");
    await serveData(page, "channels");
    await page.goto("/plus");
    await waitForHydration(page);
    await expect(page.getByRole("table")).toHaveCount(2);

    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Channels" }).click();
    await expect(page.getByLabel("Select your package")).toBeVisible();
    await nav.getByRole("link", { name: "Packages" }).click();
    await expect(page.getByRole("table")).toHaveCount(2);
    await expect(page.getByRole("status")).toHaveCount(0);
    expect(route.count()).toBe(1);
  });
});
