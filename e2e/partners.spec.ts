import { site } from "../app/config/site";
import { expect, test } from "./support/fixtures";

/** The address and decoded subject of a mailto: link. */
function mailtoParts(href: string | null) {
  expect(href).not.toBeNull();
  const url = new URL(href ?? "");
  expect(url.protocol).toBe("mailto:");
  return { address: url.pathname, subject: url.searchParams.get("subject") };
}

test.describe("ISPs / MDUs", () => {
  for (const width of [375, 1280]) {
    test(`shows both sections with their mail links at ${width}px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/plus/isps-mdus");
      for (const { title, topic } of [
        { title: "For ISPs and cable providers", topic: /ISP/ },
        { title: "For MDUs: apartments, hotels and campuses", topic: /MDU/ },
      ]) {
        const section = page.getByRole("region", { name: title });
        await expect(section.getByRole("heading", { level: 2 })).toHaveText(
          title,
        );
        const link = section.getByRole("link", { name: /^Schedule a call/ });
        await expect(link).toBeVisible();
        const { address, subject } = mailtoParts(
          await link.getAttribute("href"),
        );
        expect(address).toBe(site.mail.partners);
        expect(subject).toMatch(topic);
        expect(subject).toContain("schedule a call");
      }
    });

    test(`shows the table rows and the benefit lists at ${width}px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/plus/isps-mdus");
      const table = page.getByRole("table", {
        name: "The partnership at a glance",
      });
      await expect(table.getByRole("rowheader")).toHaveText([
        "The Challenge",
        "The Solution",
        "The Offering",
      ]);
      for (const row of await table.getByRole("row").all()) {
        await expect(row.getByRole("cell")).not.toHaveText("");
      }
      const offering = table.getByRole("row", { name: /^The Offering/ });
      await expect(offering.getByRole("listitem")).toHaveCount(4);

      for (const title of [
        "For ISPs and cable providers",
        "For MDUs: apartments, hotels and campuses",
      ]) {
        await expect(
          page
            .getByRole("region", { name: title })
            .getByRole("list")
            .getByRole("listitem"),
        ).toHaveCount(3);
      }
    });
  }

  test("ends with both contact actions, after everything else", async ({
    page,
  }) => {
    await page.goto("/plus/isps-mdus");
    const closing = page.getByRole("region", {
      name: "Let’s talk about your subscribers",
    });
    const links = closing.getByRole("link", { name: /^Schedule a call/ });
    await expect(links).toHaveCount(2);
    const subjects = await links.evaluateAll((list) =>
      list.map((link) => link.getAttribute("href") ?? ""),
    );
    expect(subjects.map((href) => mailtoParts(href).subject)).toEqual([
      expect.stringMatching(/ISP/),
      expect.stringMatching(/MDU/),
    ]);
    // Nothing in the page comes after it.
    expect(
      await closing.evaluate(
        (section) => section.parentElement?.lastElementChild === section,
      ),
    ).toBe(true);
  });

  test("the table's corner cells stay inside its rounded border", async ({
    page,
  }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/plus/isps-mdus");
      const radii = await page.getByRole("table").evaluate((table) => {
        const rows = table.querySelectorAll("tr");
        const first = rows[0]?.firstElementChild;
        const last = rows[rows.length - 1]?.lastElementChild;
        const radius = (cell: Element | null | undefined, corner: string) =>
          cell
            ? parseFloat(getComputedStyle(cell).getPropertyValue(corner))
            : 0;
        return [
          radius(first, "border-top-left-radius"),
          radius(last, "border-bottom-right-radius"),
        ];
      });
      for (const value of radii) expect(value).toBeGreaterThan(0);
    }
  });

  test("lists the partner benefits", async ({ page }) => {
    await page.goto("/plus/isps-mdus");
    const benefits = page.getByRole("list", { name: "Partner benefits" });
    await expect(benefits.getByRole("heading", { level: 3 })).toHaveText([
      "Bundling",
      "Promotions",
      "Technical integration",
      "Limited-time trial",
    ]);
    await expect(benefits).toContainText("free trial for a limited time");
  });
});

test.describe("Signup", () => {
  test("is informational: no form and no fields", async ({ page }) => {
    await page.goto("/plus/signup");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign Up");
    await expect(page.locator("form")).toHaveCount(0);
    await expect(
      page.locator("input, select, textarea, [contenteditable]"),
    ).toHaveCount(0);
    await expect(page.getByRole("textbox")).toHaveCount(0);
  });

  test("says individual accounts are coming and bulk accounts go through sales", async ({
    page,
  }) => {
    await page.goto("/plus/signup");
    const main = page.getByRole("main");
    await expect(main.getByText(site.availability)).toBeVisible();
    const link = main.getByRole("link", { name: "Request a call from sales" });
    const { address, subject } = mailtoParts(await link.getAttribute("href"));
    expect(address).toBe(site.mail.sales);
    expect(subject).toMatch(/contact me/);
    // No past date is announced as the future.
    await expect(main).not.toContainText(/later in 20\d\d/);
  });
});
