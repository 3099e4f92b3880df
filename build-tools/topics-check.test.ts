// @vitest-environment node
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { PACKAGE_BITS } from "../app/config/constants";
import { DATA_PATHS } from "../app/config/paths";
import { type Channel, channelsFileSchema } from "../app/data/schemas";
import { parseData } from "../app/data/parse-data";
import { TOPICS_PATH, type TopicsFile } from "../app/lineup/topics-schema";

import { checkDataFiles } from "./check-data";
import { checkThemes, checkTopics, checkTopicsFile } from "./topics-check";

const channel = (
  id: number,
  channelName: string,
  binary: number,
  genres: Channel["genres"],
): Channel => ({ id, channelName, binary, genres });

const { core, latino, sportsFanatic } = PACKAGE_BITS;
const LINEUP = [
  channel(1, "TUDN", latino | sportsFanatic, ["sports", "spanish"]),
  channel(2, "beIN SPORTS", latino | sportsFanatic, ["sports"]),
  channel(3, "MotorTrend", sportsFanatic, ["lifestyle"]),
  channel(4, "ABC", core, ["local"]),
];

const topic = (words: string[], genres: TopicsFile["topics"][0]["genres"]) => ({
  words,
  genres,
  heading: { en: words[0] ?? "", es: words[0] ?? "" },
});

const messages = (problems: readonly { message: string }[]) =>
  problems.map(({ message }) => message);

describe("checkTopics", () => {
  it("passes topics of new words whose genres hold a channel", () => {
    const data = {
      topics: [
        topic(["Liga MX"], ["sports", "spanish"]),
        topic(["local news"], ["local"]),
      ],
      outsideTheme: [],
    };
    expect(checkTopics("topics.json", data, LINEUP)).toEqual([]);
  });

  it.each([
    [["sports"], "is already a word for the genre sports"],
    [["Channels"], "is already a word the search passes over"],
    [["abc"], 'reads as the channel "ABC"'],
    [["futbol", "Fútbol"], "is also a word of this topic"],
    [["--"], "must hold a letter or digit"],
  ])("refuses the words %j", (words, message) => {
    const data = { topics: [topic(words, ["sports"])], outsideTheme: [] };
    expect(messages(checkTopics("topics.json", data, LINEUP)).join()).toContain(
      message,
    );
  });

  it("refuses a word two topics share, and a topic no channel answers", () => {
    const data = {
      topics: [
        topic(["soccer"], ["sports"]),
        topic(["Soccer"], ["kids", "local"]),
      ],
      outsideTheme: [],
    };
    const problems = checkTopics("topics.json", data, LINEUP);
    expect(messages(problems)).toEqual([
      '"Soccer" is also a word of topics[0]',
      "no channel has every one of kids, local: the topic would answer with nothing",
    ]);
  });
});

describe("checkThemes", () => {
  it("refuses a themed add-on's channel without the theme's genre", () => {
    const problems = checkThemes("channels.json", LINEUP, "topics.json", {
      topics: [],
      outsideTheme: [],
    });
    expect(
      problems.map(({ entry, message }) => `${entry}: ${message}`),
    ).toEqual([
      expect.stringMatching(
        /^channels\[1\] "beIN SPORTS": lacks spanish, the theme of the package latino/,
      ),
      expect.stringMatching(
        /^channels\[2\] "MotorTrend": lacks sports, the theme of the package sportsFanatic/,
      ),
    ]);
  });

  it("accepts one an entry says why of, and refuses entries that say nothing true", () => {
    const problems = checkThemes("channels.json", LINEUP, "topics.json", {
      topics: [],
      outsideTheme: [
        {
          channel: "beIN SPORTS",
          package: "latino",
          why: "Its Spanish feed is another channel.",
        },
        {
          channel: "MotorTrend",
          package: "sportsFanatic",
          why: "Car shows, with some racing.",
        },
        { channel: "TUDN", package: "latino", why: "…" },
        { channel: "ABC", package: "latino", why: "…" },
        { channel: "ABC", package: "core", why: "…" },
        { channel: "Nope", package: "latino", why: "…" },
      ],
    });
    expect(messages(problems)).toEqual([
      '"ABC" is not in latino',
      "core has no theme",
      "names no channel of channels.json",
    ]);
  });
});

describe("the shipped files", () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const publicDir = path.resolve(import.meta.dirname, "..", "public");

  it("pass", async () => {
    expect(await checkTopicsFile(publicDir, publicDir, undefined)).toEqual([]);
  });

  it("fail check:data once a Latino channel loses its Spanish-language genre", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "topics-check-"));
    await cp(path.join(publicDir, "json"), path.join(dir, "json"), {
      recursive: true,
    });
    const filePath = path.join(dir, DATA_PATHS.channels);
    const parsed = parseData(
      channelsFileSchema,
      JSON.parse(await readFile(filePath, "utf8")),
      filePath,
    );
    if (!parsed.ok) throw new Error("the shipped channels.json does not parse");
    const target = parsed.data.channels.find(
      (entry) => entry.binary & latino && entry.genres?.includes("spanish"),
    );
    if (!target) throw new Error("the shipped lineup has no Latino channel");
    target.genres = target.genres?.filter((genre) => genre !== "spanish");
    if (target.genres?.length === 0) target.genres = ["entertainment"];
    await writeFile(filePath, JSON.stringify(parsed.data));
    const problems = await checkDataFiles(dir, dir);
    expect(problems.map(({ message }) => message)).toContainEqual(
      expect.stringContaining("lacks spanish, the theme of the package latino"),
    );
  });

  it("fail check:data on a topics file that is not JSON", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "topics-check-"));
    await cp(path.join(publicDir, "json"), path.join(dir, "json"), {
      recursive: true,
    });
    await writeFile(path.join(dir, TOPICS_PATH), "{");
    const problems = await checkDataFiles(dir, dir);
    expect(problems.map(({ message }) => message)).toContainEqual(
      expect.stringContaining("is not valid JSON"),
    );
  });
});
