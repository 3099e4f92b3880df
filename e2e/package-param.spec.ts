import { serveData } from "./support/data";
import { expect, test } from "./support/fixtures";

/**
 * `?pkg=` on Channels and Compare, in both languages: a package beyond the
 * Channels selector (HBO) is named, with links to its page and to its
 * channels on Compare;
 * a value that names no package is said back; Compare lists only the named
 * package's channels until the visitor asks for every one.
 */
const LANGUAGES = [
  {
    prefix: "",
    channels: {
      elsewhere: "HBO Test is not in this list, so here is Ultimate Test.",
      page: "every channel of HBO Test",
      link: "compare HBO Test with the other packages",
      unknown:
        "We couldn’t find a package called “nonsense”, so here is Ultimate Test.",
    },
    compare: {
      only: "Listing only the channels of HBO Test.",
      every: "Show every channel",
      unknown:
        "We couldn’t find a package called “nonsense”, so here is every channel.",
    },
    table: "Channels by package",
  },
  {
    prefix: "/es",
    channels: {
      elsewhere:
        // Channels titles packages as channels.json does, in one language.
        "HBO Test no está en esta lista, así que te mostramos Ultimate Test.",
      page: "todos los canales de HBO Test",
      link: "compara HBO Test con los demás paquetes",
      unknown:
        "No encontramos ningún paquete llamado “nonsense”, así que te mostramos Ultimate Test.",
    },
    compare: {
      only: "Solo se listan los canales de HBO Prueba.",
      every: "Ver todos los canales",
      unknown:
        "No encontramos ningún paquete llamado “nonsense”, así que te mostramos todos los canales.",
    },
    table: "Canales por paquete",
  },
];

for (const words of LANGUAGES) {
  test.describe(`?pkg= at ${words.prefix || "/"}`, () => {
    test.beforeEach(async ({ page }) => {
      await serveData(page, "channels");
      await serveData(page, "packages");
    });

    test("Channels names HBO, and its link lists HBO's channels on Compare until every channel is asked for", async ({
      page,
    }) => {
      await page.goto(`${words.prefix}/plus/channels?pkg=hbo`);
      const notice = page.getByRole("status").filter({
        hasText: words.channels.elsewhere,
      });
      await expect(notice).toBeVisible();
      await expect(
        notice.getByRole("link", { name: words.channels.page }),
      ).toHaveAttribute("href", `${words.prefix}/plus/packages/hbo`);
      await notice.getByRole("link", { name: words.channels.link }).click();
      await expect(page).toHaveURL(`${words.prefix}/plus/compare?pkg=hbo`);
      await expect(page.getByRole("status")).toContainText(words.compare.only);
      const table = page.getByRole("table", { name: words.table });
      await expect(table.locator("tbody th")).toHaveText(["Premium Two"]);

      await page.getByRole("button", { name: words.compare.every }).click();
      await expect(page).toHaveURL(`${words.prefix}/plus/compare`);
      await expect(table.locator("tbody th")).toHaveCount(10);
      await expect(page.getByText(words.compare.only)).toHaveCount(0);
    });

    test("a value that names no package is said back on Channels and on Compare", async ({
      page,
    }) => {
      await page.goto(`${words.prefix}/plus/channels?pkg=nonsense`);
      await expect(page.getByRole("status")).toContainText(
        words.channels.unknown,
      );
      await page.goto(`${words.prefix}/plus/compare?pkg=nonsense`);
      await expect(page.getByRole("status")).toContainText(
        words.compare.unknown,
      );
      await expect(
        page.getByRole("table", { name: words.table }).locator("tbody th"),
      ).toHaveCount(10);
    });
  });
}
