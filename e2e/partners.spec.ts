import type { Page } from "@playwright/test";

import { site } from "../app/config/site";
import { packageTexts } from "../app/data/in-language";
import type { Locale } from "../app/i18n/locale";
import { formatMonthlyPrice } from "../app/lineup/format-price";
import { expect, test } from "./support/fixtures";
import {
  CATALOGUES,
  before,
  escape,
  linkText,
  sharedPart,
} from "./support/catalogues";
import {
  firstLines,
  printLetter,
  printedHeadings,
  sheetProblems,
  splitBlocks,
  strandedHeadings,
} from "./support/pdf";
import { LOCALES, pathIn } from "./support/words";
import { shippedPackages, shippedInstructions } from "./support/shipped";

const packages = shippedPackages();
const instructions = shippedInstructions();

/** The smallest type the printed brief may use, in points. */
const MIN_TEXT_PT = 10;

/** A mail's first line, and the last thing it asks to be told. */
const firstAndLast = (body: string) => {
  const lines = body.split("\n");
  return [lines[0] ?? "", lines.at(-1) ?? ""];
};

/** The partner and trust pages' words in `locale`, from their catalogues. */
function pagesWords(locale: Locale) {
  const { partners: t, privacy, accessibility, common } = CATALOGUES[locale];
  return {
    partners: {
      heading: t.title.join(" "),
      sections: [
        {
          title: t.isps.title,
          topic: new RegExp(`^${escape(t.isps.subject)}$`),
          to: site.mail.partners,
          /** Its call to action names the team it reaches. */
          cta: t.isps.cta,
          /** The mail's first line, and the last thing it asks to be told. */
          body: firstAndLast(t.isps.mailBody),
        },
        {
          title: t.mdus.title,
          topic: new RegExp(`^${escape(t.mdus.subject)}$`),
          to: site.mail.sales,
          cta: t.mdus.cta,
          body: firstAndLast(t.mdus.mailBody),
        },
      ],
      /** What both sections' subjects ask for. */
      subject: sharedPart(t.isps.subject, t.mdus.subject),
      opens: before(common.mailOpens),
      table: t.table.caption,
      rows: [
        t.table.challenge.title,
        t.table.solution.title,
        t.table.offering.title,
      ],
      offering: new RegExp(`^${escape(t.table.offering.title)}`),
      benefits: t.benefits.title,
      benefitTitles: t.benefits.items.map(({ title }) => title),
      trial: t.benefits.items.at(-1)?.text ?? "",
    },
    privacy: {
      heading: privacy.title,
      faq: linkText(privacy.questions.body(null), pathIn(locale, "/plus/faq")),
    },
    accessibility: {
      heading: accessibility.title,
      subject: accessibility.report.subject,
    },
  };
}

/** The partner and trust pages' words in each language. */
const PAGES = { en: pagesWords("en"), es: pagesWords("es") };
const { partners: EN_P, signup: EN_S } = CATALOGUES.en;

/** The address, decoded subject and decoded body of a mailto: link. */
function mailtoParts(href: string | null) {
  expect(href).not.toBeNull();
  const url = new URL(href ?? "");
  expect(url.protocol).toBe("mailto:");
  return {
    address: url.pathname,
    subject: url.searchParams.get("subject"),
    body: url.searchParams.get("body"),
  };
}

for (const locale of LOCALES) {
  const { partners, privacy, accessibility } = PAGES[locale];

  test.describe(`the partner and trust pages (${locale})`, () => {
    test("ISPs / MDUs shows its heading, both sections with their mail links and prefilled mails, the table's rows and the benefit lists, at 375 and 1280px", async ({
      page,
    }) => {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(pathIn(locale, "/plus/isps-mdus"));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          partners.heading,
        );
        for (const { title, topic, to, cta, body } of partners.sections) {
          const section = page.getByRole("region", { name: title });
          await expect(section.getByRole("heading", { level: 2 })).toHaveText(
            title,
          );
          const link = section.getByRole("link", {
            name: new RegExp(`^${escape(cta)}`),
          });
          await expect(link).toBeVisible();
          const mail = mailtoParts(await link.getAttribute("href"));
          expect(mail.address).toBe(to);
          expect(mail.subject).toMatch(topic);
          expect(mail.subject).toContain(partners.subject);
          // The mail starts written: a greeting, then what to tell us, a line each.
          const [greeting, firstAsk] = body;
          const lines = mail.body?.split("\n") ?? [];
          expect(lines[0]).toBe(greeting);
          expect(lines).toContain(firstAsk);
          await expect(link.locator("xpath=..")).toContainText(partners.opens);
          await expect(
            section.getByRole("list").getByRole("listitem"),
          ).toHaveCount(3);
        }

        const table = page.getByRole("table", { name: partners.table });
        await expect(table.getByRole("rowheader")).toHaveText(partners.rows);
        for (const row of await table.getByRole("row").all()) {
          await expect(row.getByRole("cell")).not.toHaveText("");
        }
        const offering = table.getByRole("row", { name: partners.offering });
        await expect(offering.getByRole("listitem")).toHaveCount(4);

        const benefits = page.getByRole("list", { name: partners.benefits });
        await expect(benefits.getByRole("heading", { level: 3 })).toHaveText(
          partners.benefitTitles,
        );
        await expect(benefits).toContainText(partners.trial);
        // The English page's own checks (below) share these loads.
        if (locale === "en") await englishPartnerPage(page, width);
      }
    });

    test("Privacy shows its heading, the support address and a link to the FAQ; Accessibility its heading and a mail link with the subject filled in", async ({
      page,
    }) => {
      await page.goto(pathIn(locale, "/plus/privacy"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        privacy.heading,
      );
      const main = page.getByRole("main");
      await expect(
        main.getByRole("link", { name: site.mail.support }),
      ).toHaveAttribute("href", `mailto:${site.mail.support}`);
      await expect(
        main.getByRole("link", { name: privacy.faq }),
      ).toHaveAttribute("href", pathIn(locale, "/plus/faq"));

      await page.goto(pathIn(locale, "/plus/accessibility"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        accessibility.heading,
      );
      const link = page
        .getByRole("main")
        .getByRole("link", { name: site.mail.support });
      const { address, subject } = mailtoParts(await link.getAttribute("href"));
      expect(address).toBe(site.mail.support);
      expect(subject).toBe(accessibility.subject);
    });
  });
}

/**
 * The English partner page's closing actions, table corners, next steps and
 * promise, at `width`; run on the loads of the test above.
 */
async function englishPartnerPage(page: Page, width: number) {
  await test.step(`the table's corner cells stay inside its rounded border at ${width}px`, async () => {
    const radii = await page
      .getByRole("table", { name: EN_P.table.caption })
      .evaluate((table) => {
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
  });
  if (width !== 1280) return;

  await test.step("ends with both contact actions, after everything else", async () => {
    const closing = page.getByRole("region", {
      name: EN_P.closing.title,
    });
    // The two read apart: each names the team it reaches.
    expect(EN_P.isps.cta).not.toBe(EN_P.mdus.cta);
    const links = closing.getByRole("link");
    await expect(links).toHaveCount(2);
    await expect(links.first()).toHaveAccessibleName(
      new RegExp(`^${escape(EN_P.isps.cta)}`),
    );
    await expect(links.last()).toHaveAccessibleName(
      new RegExp(`^${escape(EN_P.mdus.cta)}`),
    );
    const hrefs = await links.evaluateAll((list) =>
      list.map((link) => link.getAttribute("href") ?? ""),
    );
    // One address per audience: partners for providers, sales for properties.
    expect(hrefs.map((href) => mailtoParts(href))).toEqual([
      expect.objectContaining({
        address: site.mail.partners,
        subject: EN_P.isps.subject,
      }),
      expect.objectContaining({
        address: site.mail.sales,
        subject: EN_P.mdus.subject,
      }),
    ]);
    // Nothing in the page comes after it.
    expect(
      await closing.evaluate(
        (section) => section.parentElement?.lastElementChild === section,
      ),
    ).toBe(true);
  });

  await test.step("says what happens next, in steps without dates or numbers", async () => {
    const steps = page
      .getByRole("region", { name: EN_P.next.title })
      .getByRole("listitem");
    await expect(steps).toHaveText(EN_P.next.steps);
    for (const text of await steps.allTextContents()) {
      expect(text.replace(/\S+@\S+/g, "")).not.toMatch(/\d/);
    }
  });

  await test.step("says the no-contract promise is for subscriptions", async () => {
    await expect(page.getByRole("main")).toContainText(EN_P.note);
  });
}

test.describe("Signup", () => {
  test("is informational: no form and no fields; says individual accounts are coming and bulk accounts go through sales; offers a prefilled mail to hear when sign-up opens", async ({
    page,
  }) => {
    await page.goto("/plus/signup");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      EN_S.title,
    );
    await expect(page.locator("form")).toHaveCount(0);
    await expect(
      page.locator("input, select, textarea, [contenteditable]"),
    ).toHaveCount(0);
    await expect(page.getByRole("textbox")).toHaveCount(0);

    const main = page.getByRole("main");
    await expect(
      main.getByText(CATALOGUES.en.common.availability),
    ).toBeVisible();
    const link = main.getByRole("link", {
      name: EN_S.bulk.cta,
    });
    const { address, subject } = mailtoParts(await link.getAttribute("href"));
    expect(address).toBe(site.mail.sales);
    expect(subject).toBe(EN_S.bulk.subject);
    // No past date is announced as the future.
    await expect(main).not.toContainText(/later in 20\d\d/);

    const news = main.getByRole("link", {
      name: EN_S.individual.cta,
    });
    const href = await news.getAttribute("href");
    const mail = mailtoParts(href);
    expect(mail.address).toBe(site.mail.support);
    expect(mail.subject).toBe(EN_S.individual.subject);
    expect(new URL(href ?? "").searchParams.get("body")).toBe(
      EN_S.individual.mailBody,
    );
  });
});

test.describe("one mail address per audience", () => {
  test("buildings and hotels write to sales, providers to partners, viewers to support, on every page; mail calls to action say that they open an email", async ({
    page,
  }) => {
    const audiences = new Map<string, string>();
    for (const path of ["/", "/plus/signup", "/plus/isps-mdus", "/plus/faq"]) {
      await page.goto(path);
      for (const link of await page
        .getByRole("main")
        .locator('a[href^="mailto:"]')
        .all()) {
        const { address, subject } = mailtoParts(
          await link.getAttribute("href"),
        );
        const text = `${subject ?? ""} ${await link.textContent()}`;
        if (/bulk|hotel|MDU|apartment/i.test(text))
          audiences.set(`${path} ${text}`, address);
        expect(Object.values(site.mail)).toContain(address);
      }
      if (path === "/plus/signup" || path === "/plus/isps-mdus") {
        const ctas = page
          .getByRole("main")
          .locator('a[href^="mailto:"][class]');
        expect(await ctas.count()).toBeGreaterThan(0);
        for (const cta of await ctas.all()) {
          // The rule: a mail call to action says it writes an email.
          await expect(cta).toHaveText(/^Email /);
          await expect(cta.locator("xpath=..")).toContainText(
            before(CATALOGUES.en.common.mailOpens),
          );
        }
      }
    }
    for (const [where, address] of audiences) {
      expect(address, where).toBe(site.mail.sales);
    }
    expect(audiences.size).toBeGreaterThanOrEqual(2);
  });
});

test.describe("the partner page for a buyer", () => {
  // What happens next and the promise: checked on the English page's loads above.
  for (const locale of LOCALES) {
    const path = pathIn(locale, "/plus/isps-mdus");
    test(`${path} prints as a brief of one or two Letter pages at 10 pt or more, each part whole and no sheet under half full: every package with its price and counts, the devices, the next steps and the contact addresses`, async ({
      page,
    }) => {
      await page.goto(path);
      const main = page.getByRole("main");
      // On screen: how to print it, and the links to Packages and Compare.
      const hint = main.getByText(CATALOGUES[locale].partners.print);
      await expect(hint).toBeVisible();
      await expect(
        main.locator(`a[href="${pathIn(locale, "/plus")}"]`),
      ).not.toHaveCount(0);
      await expect(
        main.locator(`a[href="${pathIn(locale, "/plus/compare")}"]`),
      ).not.toHaveCount(0);

      await page.emulateMedia({ media: "print" });
      await expect(hint).toBeHidden();
      await expect(page.getByRole("banner")).toBeHidden();
      for (const address of [site.mail.partners, site.mail.sales]) {
        await expect(main.getByText(address).first()).toBeVisible();
      }
      const perMonth = locale === "es" ? "/mes" : "/mo";
      const active = packages.filter((entry) => entry.active);
      expect(active.length).toBeGreaterThan(0);
      for (const entry of active) {
        const row = main.getByRole("row").filter({
          has: page.getByRole("rowheader", {
            name: packageTexts(entry, locale).title,
            exact: true,
          }),
        });
        await expect(row).toBeVisible();
        await expect(row).toContainText(
          formatMonthlyPrice(entry.price, perMonth),
        );
        await expect(row).toContainText(packageTexts(entry, locale).channels);
      }
      for (const platform of instructions.devices.flatMap((device) =>
        device.platforms.filter((item) => item.active),
      )) {
        await expect(main).toContainText(
          locale === "es"
            ? (platform.es?.name ?? platform.name)
            : platform.name,
        );
      }

      // On Letter paper: one or two sheets, the body at 10 pt or more, each
      // part of the brief whole on its sheet, no heading at a sheet's foot,
      // no sheet less than half full.
      const sheets = await printLetter(page);
      expect(sheets.length).toBeGreaterThanOrEqual(1);
      expect(sheets.length).toBeLessThanOrEqual(2);
      expect(sheetProblems(sheets, path)).toEqual([]);
      // To a hundredth of a point: Chromium lays 10 pt out as 13.33 px.
      const sizes = sheets.flatMap((sheet) =>
        sheet.texts.map((text) => Math.round(text.size * 100) / 100),
      );
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(MIN_TEXT_PT);
      for (const [index, sheet] of sheets.entries()) {
        const lowest = Math.max(...sheet.texts.map((text) => text.top));
        expect(lowest, `sheet ${index + 1}'s last line`).toBeGreaterThanOrEqual(
          sheet.height / 2,
        );
      }
      expect(strandedHeadings(sheets, await printedHeadings(page))).toEqual([]);
      // The brief's parts, then the footer: a sheet begins with one of them.
      const starts = await firstLines(
        main.locator(":scope > * > *").or(page.getByRole("contentinfo")),
      );
      expect(splitBlocks(sheets, starts)).toEqual([]);
    });
  }
});
