import { describe, expect, it } from "vitest";

import type { Channel } from "~/data/schemas";
import { compare as en } from "~/messages/en/compare";
import { compare as es } from "~/messages/es/compare";

import { packageEntry } from "../../../test/support/package-entry";

import { toCsv } from "./csv";

import {
  columnCount,
  columnPrice,
  matrixColumns,
  matrixRecords,
} from "./matrix";

const PACKAGES = [
  packageEntry(1, "core", "34.50"),
  packageEntry(2, "essentials", "44.00", false),
  packageEntry(3, "elite", "59.99"),
  packageEntry(4, "ultimate", "79.05"),
  packageEntry(5, "hbo", "15.99"),
];

const CHANNELS: Channel[] = [
  { id: 1, channelName: "Alpha, the Network", binary: 15 },
  { id: 2, channelName: "Galavisión", binary: 8 },
  { id: 3, channelName: "Premium", binary: 512 },
];

describe("matrixColumns", () => {
  it("lists the active packages, primary first, with their channel counts", () => {
    expect(matrixColumns(PACKAGES, CHANNELS, "en")).toEqual([
      {
        key: "core",
        title: "CORE",
        price: "34.50",
        primary: true,
        tvCount: 1,
        musicCount: 0,
      },
      {
        key: "elite",
        title: "ELITE",
        price: "59.99",
        primary: true,
        tvCount: 1,
        musicCount: 0,
      },
      {
        key: "ultimate",
        title: "ULTIMATE",
        price: "79.05",
        primary: true,
        tvCount: 2,
        musicCount: 0,
      },
      {
        key: "hbo",
        title: "HBO",
        price: "15.99",
        primary: false,
        tvCount: 1,
        musicCount: 0,
      },
    ]);
  });

  it("titles the columns in the page's language, in English where Spanish is missing", () => {
    const entries = PACKAGES.map((entry) =>
      entry.name === "hbo"
        ? { ...entry, es: { title: "HBO en español" } }
        : entry,
    );
    const titles = (locale: "en" | "es") =>
      matrixColumns(entries, CHANNELS, locale).map((column) => column.title);
    expect(titles("en")).toEqual(["CORE", "ELITE", "ULTIMATE", "HBO"]);
    expect(titles("es")).toEqual([
      "CORE",
      "ELITE",
      "ULTIMATE",
      "HBO en español",
    ]);
  });
});

describe("columnCount", () => {
  it("counts a package's last 50 channels as music, apart from its TV channels", () => {
    const music: Channel[] = Array.from({ length: 50 }, (_, index) => ({
      id: 100 + index,
      channelName: `Music ${index + 1}`,
      binary: 15,
    }));
    const [core, , , hbo] = matrixColumns(
      PACKAGES,
      [...CHANNELS, ...music],
      "en",
    );
    expect(core && columnCount(en.matrix, core)).toBe("1 TV + 50 music");
    expect(hbo && columnCount(en.matrix, hbo)).toBe("1 channel");
    expect(core && columnCount(es.matrix, core)).toBe("1 de TV + 50 de música");
    expect(hbo && columnCount(es.matrix, hbo)).toBe("1 canal");
  });

  it("says channels when a package has no music", () => {
    const [, , ultimate] = matrixColumns(PACKAGES, CHANNELS, "en");
    expect(ultimate && columnCount(en.matrix, ultimate)).toBe("2 channels");
    expect(ultimate && columnCount(es.matrix, ultimate)).toBe("2 canales");
  });
});

describe("columnPrice", () => {
  it("writes the monthly price in the page's language", () => {
    const [core] = matrixColumns(PACKAGES, CHANNELS, "en");
    expect(core && columnPrice(en.matrix, core)).toBe("$34.50/mo");
    expect(core && columnPrice(es.matrix, core)).toBe("$34.50/mes");
  });
});

describe("matrixRecords", () => {
  it("has a header with prices, then a Yes or No per package for every channel", () => {
    const columns = matrixColumns(PACKAGES, CHANNELS, "en");
    expect(matrixRecords(en.matrix, columns, CHANNELS)).toEqual([
      [
        "Channel",
        "CORE ($34.50/mo)",
        "ELITE ($59.99/mo)",
        "ULTIMATE ($79.05/mo)",
        "HBO ($15.99/mo)",
      ],
      ["Alpha, the Network", "Yes", "Yes", "Yes", "No"],
      ["Galavisión", "No", "No", "Yes", "No"],
      ["Premium", "No", "No", "No", "Yes"],
    ]);
  });

  it("writes the header and the answers in Spanish for the Spanish page", () => {
    const columns = matrixColumns(PACKAGES, CHANNELS, "es");
    expect(matrixRecords(es.matrix, columns, CHANNELS)).toEqual([
      [
        "Canal",
        "CORE ($34.50/mes)",
        "ELITE ($59.99/mes)",
        "ULTIMATE ($79.05/mes)",
        "HBO ($15.99/mes)",
      ],
      ["Alpha, the Network", "Sí", "Sí", "Sí", "No"],
      ["Galavisión", "No", "No", "Sí", "No"],
      ["Premium", "No", "No", "No", "Sí"],
    ]);
  });

  it("downloads a channel name a spreadsheet would run as a formula as text", () => {
    const formulas = ["=1+1", "+Sports", "-News", "@Home"].map(
      (channelName, index) => ({ id: index + 1, channelName, binary: 1 }),
    );
    const columns = matrixColumns(PACKAGES, formulas, "en");
    const lines = toCsv(matrixRecords(en.matrix, columns, formulas))
      .split("\r\n")
      .slice(1, -1);
    expect(lines.map((line) => line.split(",")[0])).toEqual([
      `"'=1+1"`,
      `"'+Sports"`,
      `"'-News"`,
      `"'@Home"`,
    ]);
  });
});
