// @vitest-environment node
// What the lineup command writes besides the lineup: the channel counts of
// packages.json, the record of changes, genres and aliases, and its diff.
import { readFile, writeFile } from "node:fs/promises";

import { describe, expect, it } from "vitest";

import { type LineupChanges } from "~/data/changes-schema";
import { parseData } from "~/data/parse-data";
import { channelsFileSchema } from "~/data/schemas";

import { markdown } from "./diff";
import { compareLineups, composeChanges } from "./record";
import {
  TODAY,
  channelsPath,
  channelsText,
  dataProblems,
  git,
  inProcess,
  inProcessWith,
  lineup,
  packagesPath,
  record,
  recordPath,
  shown,
  utcDay,
  useTemporaryDataDir,
} from "./cli-harness";
import { PROCESS_LIMIT_MS } from "../../test/support/limits";

useTemporaryDataDir();

describe(
  "the channel counts of packages.json",
  { timeout: PROCESS_LIMIT_MS },
  () => {
    it("lineup add rewrites the counts it changes, in both languages, in the same write, and says so", async () => {
      const day = utcDay();
      const packagesBefore = await readFile(packagesPath(), "utf8");
      const added = await lineup(
        "add",
        "Keystone News",
        "--packages",
        "core,hbo",
        "--genres",
        "news",
      );
      const label = shown(packagesPath());
      const date = added.stdout.match(/ as (\d{4}-\d{2}-\d{2})-1\.\n$/)?.[1];
      expect([day, utcDay()]).toContain(date);
      expect(added).toEqual({
        code: 0,
        stdout: [
          'Added "Keystone News" (id 253) as a TV channel: core, hbo',
          `Updated ${label}: Core channels "61 TV channels + 50 music channels" → "62 TV channels + 50 music channels"`,
          `Updated ${label}: Core es.channels "61 canales de TV + 50 canales de música" → "62 canales de TV + 50 canales de música"`,
          `Updated ${label}: HBO channels "11 channels" → "12 channels"`,
          `Updated ${label}: HBO es.channels "11 canales" → "12 canales"`,
          `Recorded the change in ${shown(recordPath())} as ${date}-1.`,
          "",
        ].join("\n"),
        stderr: "",
      });
      const packagesAfter = await readFile(packagesPath(), "utf8");
      expect(packagesAfter).toBe(
        packagesBefore
          .replace(
            '"channels": "61 TV channels + 50 music channels"',
            '"channels": "62 TV channels + 50 music channels"',
          )
          .replace(
            '"channels": "61 canales de TV + 50 canales de música"',
            '"channels": "62 canales de TV + 50 canales de música"',
          )
          .replace('"channels": "11 channels"', '"channels": "12 channels"')
          .replace('"channels": "11 canales"', '"channels": "12 canales"'),
      );
      expect(packagesAfter).not.toBe(packagesBefore);
      expect(await dataProblems()).toEqual([]);
    });

    it("leaves packages.json alone when no count changes", async () => {
      const packagesBefore = await readFile(packagesPath(), "utf8");
      const result = await inProcess("rename", "Buzzr", "Buzzr TV");
      expect(result.stdout).toBe(
        `Renamed "Buzzr" → "Buzzr TV" (id 22)\nRecorded the change in ${shown(recordPath())} as ${TODAY}-1.\n`,
      );
      expect(await readFile(packagesPath(), "utf8")).toBe(packagesBefore);
    });
  },
);

describe("the record of changes", { timeout: PROCESS_LIMIT_MS }, () => {
  it('add "Test Channel" then remove it: two entries in the record, channels.json and packages.json byte for byte as before', async () => {
    const channelsBefore = await channelsText();
    const packagesBefore = await readFile(packagesPath(), "utf8");
    const day = utcDay();
    const added = await lineup(
      "add",
      "Test Channel",
      "--packages",
      "core",
      "--genres",
      "entertainment",
    );
    expect(added.code).toBe(0);
    const removed = await lineup("remove", "Test Channel");
    expect(removed.code).toBe(0);

    expect(await channelsText()).toBe(channelsBefore);
    expect(await readFile(packagesPath(), "utf8")).toBe(packagesBefore);
    const { changes } = await record();
    // Dated by the real clock: the two edits may fall either side of midnight.
    const [first = "", second = ""] = changes.map((entry) => entry.date);
    expect([day, utcDay()]).toContain(first);
    expect([day, utcDay()]).toContain(second);
    const channel = {
      id: 253,
      channelName: "Test Channel",
      packages: ["core"],
    };
    expect(changes).toEqual([
      {
        id: `${first}-1`,
        date: first,
        added: [channel],
        removed: [],
        moved: [],
        renamed: [],
      },
      {
        id: `${second}-${second === first ? 2 : 1}`,
        date: second,
        added: [],
        removed: [channel],
        moved: [],
        renamed: [],
      },
    ]);
    expect(added.stdout).toContain(
      `Recorded the change in ${shown(recordPath())} as ${first}-1.\n`,
    );
    expect(await dataProblems()).toEqual([]);
  });

  it("refuses add without --genres for a TV channel, changing nothing", async () => {
    const before = await channelsText();
    const result = await inProcess("add", "Test Channel", "--packages", "core");
    expect(result).toEqual({
      code: 1,
      stdout: "",
      stderr:
        "Refused: add needs --genres: every channel has at least one genre, e.g. --genres news,sports. The genres are: local, news, sports, kids, movies, entertainment, lifestyle, documentary, spanish, music, premium.\nNothing was changed.\n",
    });
    expect(await channelsText()).toBe(before);
    expect((await record()).changes).toEqual([]);
  });

  it("in a terminal, asks for the genres add lacks; then add and remove leave two entries and the lineup as it was", async () => {
    const before = await channelsText();
    const questions: string[] = [];
    const ask = (answer: string | null) => async (question: string) => {
      questions.push(question);
      return answer;
    };
    const inTerminal = (answer: string | null, ...args: string[]) =>
      inProcessWith(ask(answer), ...args);

    // Enter alone stops: the same refusal as without a terminal.
    const stopped = await inTerminal(
      "",
      "add",
      "Test Channel",
      "--packages",
      "core",
    );
    expect(stopped.code).toBe(1);
    expect(stopped.stderr).toContain("add needs --genres");
    expect(await channelsText()).toBe(before);

    const added = await inTerminal(
      "news",
      "add",
      "Test Channel",
      "--packages",
      "core",
    );
    expect(added.code).toBe(0);
    expect(questions.at(-1)).toBe(
      '"Test Channel" needs at least one genre. Type them comma-separated (local, news, sports, kids, movies, entertainment, lifestyle, documentary, spanish, music, premium), or press Enter to stop: ',
    );
    expect(await channelsText()).toContain(
      '"channelName": "Test Channel", "binary": 1, "genres": ["news"]',
    );
    expect((await inTerminal(null, "remove", "Test Channel")).code).toBe(0);
    expect(await channelsText()).toBe(before);
    expect((await record()).changes.map((entry) => entry.id)).toEqual([
      `${TODAY}-1`,
      `${TODAY}-2`,
    ]);
  });

  it("dates and numbers each entry by the clock, and records nothing for an edit that changes no channel, name or package", async () => {
    await inProcess("add", "One", "--packages", "core", "--genres", "news");
    await inProcess("set", "ESPN", "--packages", "core,hbo");
    const genresOnly = await inProcess(
      "set",
      "ESPN",
      "--genres",
      "sports,news",
      "--aliases",
      "ESPN1",
    );
    expect(genresOnly).toEqual({
      code: 0,
      stdout:
        'ESPN: genres sports → sports, news\nESPN: aliases none → "ESPN1"\n',
      stderr: "",
    });
    await inProcess("rename", "One", "Two");
    expect((await record()).changes).toEqual([
      {
        id: `${TODAY}-1`,
        date: TODAY,
        added: [{ id: 253, channelName: "One", packages: ["core"] }],
        removed: [],
        moved: [],
        renamed: [],
      },
      {
        id: `${TODAY}-2`,
        date: TODAY,
        added: [],
        removed: [],
        moved: [
          {
            id: 59,
            channelName: "ESPN",
            joined: ["hbo"],
            left: ["essentials", "elite", "ultimate", "sportsFanatic"],
          },
        ],
        renamed: [],
      },
      {
        id: `${TODAY}-3`,
        date: TODAY,
        added: [],
        removed: [],
        moved: [],
        renamed: [{ id: 253, from: "One", to: "Two" }],
      },
    ]);
  });

  it("never gives a new channel the id of one the record names", async () => {
    await inProcess("add", "One", "--packages", "core", "--genres", "news");
    await inProcess("remove", "One");
    const again = await inProcess(
      "add",
      "Two",
      "--packages",
      "core",
      "--genres",
      "news",
    );
    expect(again.stdout).toMatch(/^Added "Two" \(id 254\)/);
  });
});

/**
 * What `lineup diff <ref>` prints about channels (each package's Added and
 * Removed lines, and the renames), as a map from section to its lines.
 */
function diffSections(text: string): Map<string, string[]> {
  const sections = new Map<string, string[]>();
  let current = "";
  for (const line of text.split("\n")) {
    if (line.startsWith("### ")) current = line.slice(4);
    else if (line.startsWith("- ") && current !== "Packages") {
      sections.set(current, [...(sections.get(current) ?? []), line].sort());
    }
  }
  return sections;
}

/** The same map written from changes the record holds. */
function recordSections(
  changes: LineupChanges,
  titles: ReadonlyMap<string, string>,
): Map<string, string[]> {
  const sections = new Map<string, string[]>();
  const push = (section: string, line: string) =>
    sections.set(section, [...(sections.get(section) ?? []), line].sort());
  const title = (key: string) => titles.get(key) ?? key;
  const oldName = (id: number, name: string) =>
    changes.renamed.find((item) => item.id === id)?.from ?? name;
  for (const item of changes.added) {
    for (const key of item.packages) {
      push(title(key), `- Added ${markdown(item.channelName)}`);
    }
  }
  for (const item of changes.removed) {
    for (const key of item.packages) {
      push(title(key), `- Removed ${markdown(item.channelName)}`);
    }
  }
  for (const item of changes.moved) {
    for (const key of item.joined) {
      push(title(key), `- Added ${markdown(item.channelName)}`);
    }
    for (const key of item.left) {
      push(
        title(key),
        `- Removed ${markdown(oldName(item.id, item.channelName))}`,
      );
    }
  }
  for (const item of changes.renamed) {
    push("Renamed channels", `- ${markdown(item.from)} → ${markdown(item.to)}`);
  }
  return sections;
}

/**
 * The record and `lineup diff` agree: the record's entries made since a
 * commit, taken together, describe exactly what `lineup diff <commit>`
 * reports about channels (the same channels added to and removed from each
 * package, and the same renames), and are exactly the change between the
 * lineup at that commit and now. When they do not, diff says so.
 */

describe(
  "the record and lineup diff agree",
  { timeout: PROCESS_LIMIT_MS },
  () => {
    it("for a run of edits of every kind, and diff names a change made by hand", async () => {
      await git("init", "--quiet");
      await git("add", ".");
      await git("commit", "--quiet", "-m", "lineup as shipped");
      const committed = JSON.parse(await channelsText());

      const edits = [
        [
          "add",
          "Keystone News",
          "--packages",
          "core,elite",
          "--genres",
          "news",
        ],
        ["set", "ESPN", "--packages", "essentials,elite,ultimate"],
        ["rename", "Buzzr", "Buzzr TV"],
        ["add", "Test Channel", "--packages", "core", "--genres", "news"],
        ["remove", "Test Channel"],
        ["set", "CNN", "--genres", "news,local"],
        ["set", "Buzzr TV", "--packages", "core,ultimate"],
        ["rename", "Buzzr TV", "Buzzr Classic"],
        ["remove", "ActionMax"],
        ["add", "Lo-fi Beats", "--packages", "hbo", "--genres", "music"],
        ["set", "Keystone News", "--packages", "core"],
      ];
      for (const args of edits) {
        const result = await inProcess(...args);
        expect(result, args.join(" ")).toMatchObject({ code: 0, stderr: "" });
      }
      const diff = await inProcess("diff");
      expect(diff.code).toBe(0);
      expect(diff.stderr).toBe("");

      const { changes } = await record();
      expect(changes).toHaveLength(10);
      const recorded = composeChanges(changes);
      const before = parseData(channelsFileSchema, committed, "HEAD");
      const after = parseData(
        channelsFileSchema,
        JSON.parse(await channelsText()),
        "now",
      );
      if (!before.ok || !after.ok) throw new Error("a lineup is invalid");
      expect(recorded).toEqual(compareLineups(before.data, after.data));

      const titles = new Map(
        after.data.packages.map((entry) => [entry.name, entry.title]),
      );
      const reported = diffSections(diff.stdout);
      expect(reported).toEqual(recordSections(recorded, titles));
      // What both say: adds, removals, moves and a rename, net of edits undone.
      expect(reported).toEqual(
        new Map([
          [
            "Core",
            [
              "- Added Buzzr Classic",
              "- Added Keystone News",
              "- Removed ESPN",
            ],
          ],
          ["Sports Fanatic", ["- Removed ESPN"]],
          ["HBO", ["- Added Lo-fi Beats", "- Removed ActionMax"]],
          ["Renamed channels", ["- Buzzr → Buzzr Classic"]],
        ]),
      );

      // A change made by hand is in the diff but not the record.
      await writeFile(
        channelsPath(),
        (await channelsText()).replace(
          '"channelName": "Bravo", "binary": 15',
          '"channelName": "Bravo", "binary": 7',
        ),
      );
      const unrecorded = await inProcess("diff");
      expect(unrecorded.code).toBe(0);
      expect(unrecorded.stdout).toContain("- Removed Bravo");
      expect(unrecorded.stderr).toBe(
        `Note: the record of changes (${shown(recordPath())}) disagrees with this diff about channel 21 "Bravo": its entries since HEAD do not add up to what changed. A change made by hand, not with npm run lineup, is not in the record.\n`,
      );
    });

    it("reads a commit made before the record existed as an empty record", async () => {
      await git("init", "--quiet");
      await git("add", ".");
      await git("rm", "--quiet", "--cached", "-r", "json/changes");
      await git("commit", "--quiet", "-m", "lineup without a record");
      await inProcess("add", "One", "--packages", "core", "--genres", "news");
      const diff = await inProcess("diff");
      expect(diff).toEqual({
        code: 0,
        stdout: "## Lineup changes since HEAD\n\n### Core\n\n- Added One\n",
        stderr: "",
      });
    });
  },
);

describe("genres and aliases", { timeout: PROCESS_LIMIT_MS }, () => {
  it('add sets both, show prints them, set replaces them, and --aliases "" takes the aliases off', async () => {
    const added = await inProcess(
      "add",
      "Keystone Sports",
      "--packages",
      "core",
      "--genres",
      "Sports, local",
      "--aliases",
      "KSN, Keystone Sports Network",
    );
    expect(added.code).toBe(0);
    expect(await channelsText()).toContain(
      '{ "id": 253, "channelName": "Keystone Sports", "binary": 1, "genres": ["sports", "local"], "aliases": ["KSN", "Keystone Sports Network"] }',
    );
    expect((await inProcess("show", "keystone sports")).stdout).toBe(
      [
        "Keystone Sports",
        "  id:       253",
        "  kind:     TV",
        "  packages: core",
        "  bitmask:  1 (binary 0000000001)",
        "  genres:   sports, local",
        '  aliases:  "KSN", "Keystone Sports Network"',
        "",
      ].join("\n"),
    );
    const set = await inProcess(
      "set",
      "Keystone Sports",
      "--genres",
      "sports",
      "--aliases",
      "",
    );
    expect(set.stdout).toBe(
      'Keystone Sports: genres sports, local → sports\nKeystone Sports: aliases "KSN", "Keystone Sports Network" → none\n',
    );
    expect(await channelsText()).toContain(
      '{ "id": 253, "channelName": "Keystone Sports", "binary": 1, "genres": ["sports"] },',
    );
    expect(await dataProblems()).toEqual([]);
  });

  it("set takes --packages, --genres and --aliases together", async () => {
    const result = await inProcess(
      "set",
      "Turner Classic Movies",
      "--packages",
      "essentials,elite,ultimate,starz",
      "--genres",
      "movies,premium",
      "--aliases",
      "TCM,Turner Classics",
    );
    expect(result.stdout.split("\n").slice(0, 3)).toEqual([
      "Turner Classic Movies: essentials, elite, ultimate → essentials, elite, ultimate, starz",
      "Turner Classic Movies: genres movies → movies, premium",
      'Turner Classic Movies: aliases "TCM" → "TCM", "Turner Classics"',
    ]);
    expect(await channelsText()).toContain(
      '{ "id": 191, "channelName": "Turner Classic Movies", "binary": 142, "genres": ["movies", "premium"], "aliases": ["TCM", "Turner Classics"] }',
    );
  });

  it.each([
    {
      case: "an unknown genre",
      args: ["set", "ESPN", "--genres", "sports,sprots"],
      message: 'There is no genre called "sprots". Did you mean "sports"?',
    },
    {
      case: "a genre named twice",
      args: ["set", "ESPN", "--genres", "sports,SPORTS"],
      message: "The genre sports is named twice.",
    },
    {
      case: "an alias that is another channel's name",
      args: ["set", "ESPN", "--aliases", "ESPN2"],
      message:
        '"ESPN2" cannot be another name of "ESPN": it is the name of the channel "ESPN2" (id 61).',
    },
    {
      case: "an alias another channel has",
      args: ["set", "FS2", "--aliases", "fox sports 1"],
      message:
        '"fox sports 1" cannot be another name of "FS2": "Fox Sports 1" is already another name of the channel "FS1" (id 74).',
    },
    {
      case: "set with nothing to set",
      args: ["set", "ESPN"],
      message:
        "set needs --packages, --genres or --aliases, e.g. --packages essentials,elite,ultimate.",
    },
  ])("refuses $case, changing nothing", async ({ args, message }) => {
    const before = await channelsText();
    const result = await inProcess(...args);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain(message);
    expect(result.stderr).toContain("Nothing was changed.");
    expect(await channelsText()).toBe(before);
  });

  it("stops at --genres or --aliases given twice, or where the command takes neither", async () => {
    const twice = await inProcess(
      "set",
      "ESPN",
      "--genres",
      "sports",
      "--genres",
      "news",
    );
    expect(twice).toEqual({
      code: 2,
      stdout: "",
      stderr:
        "--genres is given 2 times; give it once, with the genres comma-separated: --genres news,sports.\nRun npm run lineup -- --help for the commands.\n",
    });
    const misplaced = await inProcess(
      "rename",
      "ESPN",
      "ESPN 1",
      "--aliases",
      "E",
    );
    expect(misplaced.code).toBe(2);
    expect(misplaced.stderr).toMatch(/^rename takes no --aliases\./);
  });

  it("documents both options in the help", async () => {
    const help = await inProcess("--help");
    expect(help.stdout).toContain(
      'add "<channel>" --packages essentials,elite,ultimate --genres news,sports [--aliases "A,B"] [--music]',
    );
    expect(help.stdout).toContain(
      'set "<channel>" [--packages essentials,ultimate] [--genres sports] [--aliases "A,B"]',
    );
    expect(help.stdout).toContain(
      "local, news, sports, kids, movies, entertainment, lifestyle, documentary, spanish, music, premium",
    );
    const set = await inProcess("set", "--help");
    expect(set.stdout).toContain('--aliases "" takes all its aliases off.');
  });
});

describe("lineup diff", { timeout: PROCESS_LIMIT_MS }, () => {
  it("diffs against a commit of a temporary git repository", async () => {
    await git("init", "--quiet");
    await git("add", ".");
    await git("commit", "--quiet", "-m", "lineup as shipped");
    const none = await inProcess("diff");
    expect(none).toMatchObject({
      code: 0,
      stdout:
        "## Lineup changes since HEAD\n\nNo changes to the lineup or the packages.\n",
    });

    await inProcess(
      "add",
      "Keystone News",
      "--packages",
      "core,elite",
      "--genres",
      "news",
    );
    await inProcess("set", "ESPN", "--packages", "essentials,elite,ultimate");
    await inProcess("rename", "Buzzr", "Buzzr TV");
    const packages = await readFile(packagesPath(), "utf8");
    await writeFile(
      packagesPath(),
      packages.replace('"price": "39.99"', '"price": "42.99"'),
    );
    await git("commit", "--quiet", "-am", "second");
    await inProcess("remove", "Keystone News");

    const sinceFirst = await inProcess("diff", "HEAD~1");
    expect(sinceFirst.code).toBe(0);
    expect(sinceFirst.stdout).toBe(
      [
        "## Lineup changes since HEAD~1",
        "",
        "### Core",
        "",
        "- Removed ESPN",
        "",
        "### Sports Fanatic",
        "",
        "- Removed ESPN",
        "",
        "### Renamed channels",
        "",
        "- Buzzr → Buzzr TV",
        "",
        "### Packages",
        "",
        "- Core: price $39.99 → $42.99",
        "",
      ].join("\n"),
    );
    const sinceHead = await inProcess("diff");
    expect(sinceHead.stdout).toBe(
      "## Lineup changes since HEAD\n\n### Core\n\n- Removed Keystone News\n\n### Elite\n\n- Removed Keystone News\n",
    );
    const unknown = await inProcess("diff", "no-such-ref");
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain(
      "git show no-such-ref:./json/channels/channels.json",
    );
  });
});
