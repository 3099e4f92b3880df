import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import type { ChannelsFile, PackageEntry } from "~/data/schemas";
import type { Locale } from "~/i18n/locale";
import { packageSlug } from "~/lineup/slug";
import { packages as en } from "~/messages/en/packages";
import { packages as es } from "~/messages/es/packages";

import { inLanguage } from "../../../test/support/in-language";

import { PackagesTable } from "./packages-table";

const core: PackageEntry = {
  id: 1,
  name: "core",
  title: "Core",
  channels: "2 TV channels",
  description: "News.\nSports.",
  price: "39.99",
  label: "Best value",
  active: true,
  es: {
    title: "Core",
    channels: "2 canales de TV",
    description: "Noticias.\nDeportes.",
    label: "Mejor valor",
  },
};

const elite: PackageEntry = {
  id: 3,
  name: "elite",
  title: "Elite",
  channels: "3 TV channels",
  description: "More.",
  price: "69.99",
  active: true,
};

const latino: PackageEntry = {
  id: 7,
  name: "latino",
  title: "Latino",
  channels: "2 channels",
  description: "Spanish-language channels.",
  price: "9.99",
  active: true,
  es: { channels: "2 canales", description: "Canales en español." },
};

// Core 1, Elite 4, Latino 64: Elite holds both of Latino's channels, Core one.
const lineup: ChannelsFile = {
  channels: [
    { id: 1, channelName: "A", binary: 1 | 4 | 64 },
    { id: 2, channelName: "B", binary: 4 | 64 },
  ],
  packages: [],
};

function renderTables(locale: Locale) {
  const t = locale === "en" ? en : es;
  render(
    inLanguage(
      <>
        <PackagesTable t={t} title={t.primary} entries={[core, elite]} />
        <PackagesTable
          t={t}
          title={t.addOns}
          entries={[latino]}
          primaries={[core, elite]}
          lineup={lineup}
        />
      </>,
      locale,
    ),
  );
}

/** The table's column headers, in their order. */
const columnsOf = ({ columns }: typeof en) => [
  columns.title,
  columns.channels,
  columns.description,
  columns.price,
];

describe("PackagesTable", () => {
  it.each([
    {
      locale: "en" as const,
      table: en.primary,
      headers: columnsOf(en),
      cells: ["2 TV channels", "News.\nSports.", "Best value$39.99/mo"],
    },
    {
      locale: "es" as const,
      table: es.primary,
      headers: columnsOf(es),
      cells: [
        "2 canales de TV",
        "Noticias.\nDeportes.",
        "Mejor valor$39.99/mes",
      ],
    },
  ])(
    "writes the columns, the entry's texts and the price in $locale",
    ({ locale, table, headers, cells }) => {
      renderTables(locale);
      const primary = screen.getByRole("table", { name: table });
      expect(
        within(primary)
          .getAllByRole("columnheader")
          .map((cell) => cell.textContent),
      ).toEqual(headers);
      const [, row] = within(primary).getAllByRole("row");
      if (!row) throw new Error("The table has no entry row");
      expect(
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ).toEqual(cells);
      expect(
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.dataset.label),
      ).toEqual(headers.slice(1));
    },
  );

  it.each([
    { locale: "en" as const, prefix: "" },
    { locale: "es" as const, prefix: "/es" },
  ])(
    "links each title to its package's page in $locale",
    ({ locale, prefix }) => {
      renderTables(locale);
      for (const entry of [core, elite, latino]) {
        expect(
          within(
            screen.getByRole("rowheader", { name: entry.title }),
          ).getByRole("link"),
        ).toHaveAttribute(
          "href",
          `${prefix}/plus/packages/${packageSlug(entry.name)}`,
        );
      }
    },
  );

  it("falls back to the English text where an entry has no Spanish", () => {
    renderTables("es");
    const primary = screen.getByRole("table", { name: es.primary });
    expect(within(primary).getByText("More.")).toBeInTheDocument();
  });

  it.each([
    ...[["en", en] as const, ["es", es] as const].map(([locale, { adds }]) => ({
      locale,
      holder: adds.holder(2, "Elite"),
      list: adds.listName("Latino"),
      items: [`Core: ${adds.count(1)}`, `Elite: ${adds.count(0)}`],
    })),
  ])(
    "says in $locale what an add-on adds to each primary",
    ({ locale, holder, list, items }) => {
      renderTables(locale);
      expect(screen.getByText(holder)).toBeInTheDocument();
      expect(
        within(screen.getByRole("list", { name: list }))
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ).toEqual(items);
    },
  );
});

describe("the add-on lines' words", () => {
  it.each([
    [0, "none", "ninguno"],
    [1, "1 channel", "1 canal"],
    [12, "12 channels", "12 canales"],
  ])("count %i as %s and %s", (count, english, spanish) => {
    expect(en.adds.count(count)).toBe(english);
    expect(es.adds.count(count)).toBe(spanish);
  });

  it("say when one primary holds an add-on's only channel", () => {
    expect(en.adds.holder(1, "Ultimate")).toBe(
      "Its channel comes with Ultimate.",
    );
    expect(es.adds.holder(1, "Ultimate")).toBe(
      "Su canal ya viene incluido en Ultimate.",
    );
  });
});
