import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { DATA_PATHS } from "~/config/paths";
import { parseData } from "~/data/parse-data";
import { packagesFileSchema } from "~/data/schemas";

import { updateCountTexts } from "./count-texts";
import { addChannel, removeChannel } from "./edits";
import { channel, fixtureChannels, fixtureDir } from "./test-data";

const text = readFileSync(path.join(fixtureDir, DATA_PATHS.packages), "utf8");
const parsed = parseData(packagesFileSchema, JSON.parse(text), "packages");
if (!parsed.ok) throw new Error("the fixture packages file is invalid");
const packages = parsed.data;
const lineup = fixtureChannels();

describe("updateCountTexts", () => {
  it("leaves the text as it is when the counts are those it states", () => {
    expect(updateCountTexts(text, packages, lineup)).toEqual({
      text,
      updates: [],
    });
  });

  it("rewrites the texts of the packages whose counts changed, both languages, and no other line", () => {
    const added = addChannel(lineup, "Keystone News", ["core", "hbo"], false, {
      genres: ["news"],
    });
    if (!added.ok) throw new Error(added.message);
    const result = updateCountTexts(text, packages, added.file);
    expect(result.updates).toEqual([
      {
        title: "Core",
        field: "channels",
        from: "61 TV channels + 50 music channels",
        to: "62 TV channels + 50 music channels",
      },
      {
        title: "Core",
        field: "es.channels",
        from: "61 canales de TV + 50 canales de música",
        to: "62 canales de TV + 50 canales de música",
      },
      {
        title: "HBO",
        field: "channels",
        from: "11 channels",
        to: "12 channels",
      },
      {
        title: "HBO",
        field: "es.channels",
        from: "11 canales",
        to: "12 canales",
      },
    ]);
    const before = text.split("\n");
    const after = result.text.split("\n");
    expect(after).toHaveLength(before.length);
    const changed = after.flatMap((line, index) =>
      line === before[index] ? [] : [line.trim()],
    );
    expect(changed).toEqual([
      '"channels": "62 TV channels + 50 music channels",',
      '"channels": "62 canales de TV + 50 canales de música",',
      '"channels": "12 channels",',
      '"channels": "12 canales",',
    ]);

    const removed = removeChannel(
      added.file,
      channel(added.file, "Keystone News"),
    );
    if (!removed.ok) throw new Error(removed.message);
    const reparsed = parseData(
      packagesFileSchema,
      JSON.parse(result.text),
      "packages",
    );
    if (!reparsed.ok) throw new Error("the rewritten file is invalid");
    expect(
      updateCountTexts(result.text, reparsed.data, removed.file).text,
    ).toBe(text);
  });
});
