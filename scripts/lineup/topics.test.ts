// @vitest-environment node
import { readFile } from "node:fs/promises";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { parseData } from "~/data/parse-data";
import { channelsFileSchema } from "~/data/schemas";
import { TOPICS_PATH, topicsFileSchema } from "~/lineup/topics-schema";

import {
  channelsText,
  dataDir,
  inProcess,
  useTemporaryDataDir,
} from "./cli-harness";
import { formatTopicsFile } from "./topics";

useTemporaryDataDir();

const topicsText = () => readFile(path.join(dataDir, TOPICS_PATH), "utf8");
async function topics() {
  const parsed = parseData(
    topicsFileSchema,
    JSON.parse(await topicsText()),
    "topics",
  );
  if (!parsed.ok) throw new Error("the topics file is invalid");
  return parsed.data;
}

const ADD = [
  "topic",
  "add",
  "college football, fútbol americano universitario",
  "--genres",
  "sports",
  "--heading-en",
  "Channels for college football and other sports",
  "--heading-es",
  "Canales para el fútbol americano universitario y otros deportes",
];

describe("lineup topic", () => {
  it("adds, changes and removes a topic, giving back the same bytes", async () => {
    const before = await topicsText();
    expect(await inProcess(...ADD)).toMatchObject({ code: 0 });
    const added = (await topics()).topics.at(-1);
    expect(added).toEqual({
      words: ["college football", "fútbol americano universitario"],
      genres: ["sports"],
      heading: {
        en: "Channels for college football and other sports",
        es: "Canales para el fútbol americano universitario y otros deportes",
      },
    });
    expect(
      await inProcess("topic", "set", "College Football", "--first", "spanish"),
    ).toMatchObject({ code: 0 });
    expect((await topics()).topics.at(-1)?.first).toEqual(["spanish"]);
    expect(
      await inProcess("topic", "set", "college football", "--first", ""),
    ).toMatchObject({ code: 0 });
    expect(
      await inProcess("topic", "remove", "FUTBOL americano universitario"),
    ).toMatchObject({ code: 0 });
    expect(await topicsText()).toBe(before);
  });

  it.each([
    [
      [
        "topic",
        "add",
        "sports",
        "--genres",
        "sports",
        "--heading-en",
        "a",
        "--heading-es",
        "b",
      ],
      "already a word for the genre sports",
    ],
    [
      [
        "topic",
        "add",
        "x y",
        "--genres",
        "sprots",
        "--heading-en",
        "a",
        "--heading-es",
        "b",
      ],
      "sprots",
    ],
    [
      ["topic", "add", "x y", "--genres", "sports"],
      "needs --genres, --heading-en and --heading-es",
    ],
    [
      ["topic", "remove", "nothing like it"],
      'no topic has the word "nothing like it"',
    ],
    [
      ["topic", "excuse", "ESPN", "latino", "--why", "x"],
      '"ESPN" is not in latino',
    ],
  ])("refuses %j and changes nothing", async (args, message) => {
    const before = await topicsText();
    const run = await inProcess(...args);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(message);
    expect(run.stderr).toContain("Nothing was changed.");
    expect(await topicsText()).toBe(before);
  });

  it("excuses a themed add-on's channel, and the lineup editor then lets it go without the genre", async () => {
    const found = parseData(
      channelsFileSchema,
      JSON.parse(await channelsText()),
      "channels",
    );
    if (!found.ok) throw new Error("the fixture lineup is invalid");
    const latino = found.data.channels.find(
      (entry) =>
        (entry.binary & 64) !== 0 &&
        entry.genres?.includes("spanish") &&
        entry.genres.length > 1,
    );
    if (!latino)
      throw new Error("the fixture has no Latino channel of two genres");
    const others = (latino.genres ?? []).filter((genre) => genre !== "spanish");
    const set = ["set", latino.channelName, "--genres", others.join(",")];
    expect((await inProcess(...set)).stderr).toContain(
      "lacks spanish, the theme of the package latino",
    );
    expect(
      await inProcess(
        "topic",
        "excuse",
        latino.channelName,
        "latino",
        "--why",
        "A test.",
      ),
    ).toMatchObject({ code: 0 });
    const after = await inProcess(...set);
    expect(after.stderr).toBe("");
    expect(after.code).toBe(0);
    expect(
      (await inProcess("topic", "unexcuse", latino.channelName, "latino")).code,
    ).toBe(1);
  });

  it("lists the topics", async () => {
    const run = await inProcess("topic", "list");
    expect(run.code).toBe(0);
    for (const topic of (await topics()).topics) {
      expect(run.stdout).toContain(topic.heading.en);
    }
  });

  it("writes the file as it reads it", async () => {
    expect(formatTopicsFile(await topics())).toBe(await topicsText());
  });
});
