// @vitest-environment node
import { execFile } from "node:child_process";
import {
  chmod,
  cp,
  lstat,
  mkdir,
  mkdtemp,
  readFile,
  readdir,
  readlink,
  rename,
  rm,
  stat,
  symlink,
  writeFile,
} from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { DATA_PATHS } from "~/config/paths";
import {
  type ChangesFile,
  type LineupChanges,
  changesFileSchema,
} from "~/data/changes-schema";
import { parseData } from "~/data/parse-data";
import { channelsFileSchema } from "~/data/schemas";

import { type Io, main } from "./cli";
import { markdown } from "./diff";
import { compareLineups, composeChanges } from "./record";
import { temporaryFileFor } from "./store";
import { fixtureDir, projectDir } from "./test-data";

/** The real command, `npm run lineup`, run on a temporary copy of the data files. */

let dataDir: string;
const channelsPath = () => path.join(dataDir, DATA_PATHS.channels);
const packagesPath = () => path.join(dataDir, DATA_PATHS.packages);
const recordPath = () => path.join(dataDir, DATA_PATHS.changes);
const channelsText = () => readFile(channelsPath(), "utf8");

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

async function run(script: string, ...args: string[]): Promise<Run> {
  return promisify(execFile)(
    process.execPath,
    [path.join(projectDir, "scripts", script), ...args],
    { cwd: projectDir },
  ).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  );
}

/** The day the in-process command's clock reads, so the record's dates are known. */
const TODAY = "2026-11-27";

/**
 * The command's own function, for checks that need no separate process;
 * `ask` stands in for a terminal's answers.
 */
async function inProcessWith(ask: Io["ask"], ...args: string[]): Promise<Run> {
  let stdout = "";
  let stderr = "";
  const code = await main(args, {
    out: (text) => (stdout += text),
    err: (text) => (stderr += text),
    cwd: projectDir,
    dataDir,
    now: () => new Date(`${TODAY}T15:00:00Z`),
    ask,
  });
  return { code, stdout, stderr };
}

const inProcess = (...args: string[]) => inProcessWith(undefined, ...args);

/** The record of changes in the temporary data folder, parsed. */
async function record(): Promise<ChangesFile> {
  const text = await readFile(recordPath(), "utf8");
  const parsed = parseData(changesFileSchema, JSON.parse(text), "changes");
  if (!parsed.ok) throw new Error("the record of changes is invalid");
  return parsed.data;
}

/** The day in UTC, as the real command dates the record. */
const utcDay = () => new Date().toISOString().slice(0, 10);

/** A path as the command names it, relative to where it runs. */
const shown = (filePath: string) => path.relative(projectDir, filePath);

const lineup = (...args: string[]) =>
  run("lineup.js", "--data-dir", dataDir, ...args);

async function git(...args: string[]) {
  await promisify(execFile)(
    "git",
    ["-c", "user.name=Test", "-c", "user.email=test@example.com", ...args],
    { cwd: dataDir },
  );
}

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "lineup-"));
  await cp(path.join(fixtureDir, "json"), path.join(dataDir, "json"), {
    recursive: true,
  });
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

// Each run of the real command starts Vite's loader, which takes a second or two on a busy machine.
describe("npm run lineup", { timeout: 60_000 }, () => {
  it("prints help for the command and a subcommand", async () => {
    const main = await lineup("--help");
    expect(main.code).toBe(0);
    expect(main.stdout).toMatch(/^Usage: npm run lineup -- <command>/);
    const add = await lineup("add", "--help");
    expect(add.code).toBe(0);
    expect(add.stdout).toMatch(
      /^Usage: npm run lineup -- add "<channel>" --packages core,elite --genres news,sports \[--aliases "A,B"\] \[--music\]\n/,
    );
  });

  it("has help for every subcommand", async () => {
    const commands = [
      "list",
      "show",
      "add",
      "set",
      "remove",
      "rename",
      "matrix",
      "diff",
    ];
    const { stdout } = await inProcess("--help");
    for (const command of commands) {
      expect(stdout).toMatch(new RegExp(`^  ${command}\\b`, "m"));
      const one = await inProcess(command, "--help");
      expect(one.code).toBe(0);
      expect(one.stdout).toMatch(
        new RegExp(`^Usage: npm run lineup -- ${command}\\b`),
      );
    }
  });

  it.each([
    { args: ["frobnicate"], message: 'There is no command "frobnicate".' },
    { args: ["toString"], message: 'There is no command "toString".' },
    { args: ["show"], message: "show takes 1 argument." },
    {
      args: ["remove", "ESPN", "--music"],
      message: "remove takes no --music.",
    },
    { args: ["list", "--colour"], message: "Unknown option '--colour'" },
  ])("stops at a usage mistake: $args", async ({ args, message }) => {
    const before = await channelsText();
    const result = await inProcess(...args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
    expect(await channelsText()).toBe(before);
  });

  it("lists counts per package and one package's boxes", async () => {
    const counts = await lineup("list");
    expect(counts.stdout).toMatch(/^Core \(core\)\s+61 TV\s+50 music$/m);
    const core = await lineup("list", "CORE");
    expect(core.stdout).toMatch(/^TV Channels \(61\)$/m);
    expect(core.stdout).toMatch(/^Music Channels \(50\)$/m);
  });

  it("shows a channel", async () => {
    const result = await lineup("show", "espn");
    expect(result.stdout).toBe(
      "ESPN\n  id:       59\n  kind:     TV\n  packages: core, essentials, elite, ultimate, sportsFanatic\n  bitmask:  31 (binary 0000011111)\n  genres:   sports\n  aliases:  none\n",
    );
  });

  it("prints the matrix as CSV: a header and one line per channel", async () => {
    const result = await lineup("matrix", "--format", "csv");
    const lines = result.stdout.split("\r\n");
    expect(lines.pop()).toBe("");
    const count = (JSON.parse(await channelsText()) as { channels: unknown[] })
      .channels.length;
    expect(lines).toHaveLength(1 + count);
    expect(lines.every((line) => !line.includes("\n"))).toBe(true);
  });

  describe("round trips", () => {
    it("add then remove gives back the same bytes", async () => {
      const before = await channelsText();
      const added = await lineup(
        "add",
        "Keystone News",
        "--packages",
        "core,elite",
        "--genres",
        "news",
      );
      expect(added).toMatchObject({
        code: 0,
        stdout: expect.stringMatching(
          /^Added "Keystone News" \(id 253\) as a TV channel: core, elite\n/,
        ),
      });
      const text = await channelsText();
      expect(text).toContain(
        '    { "id": 253, "channelName": "Keystone News", "binary": 5, "genres": ["news"] },\n    { "id": 203,',
      );
      const removed = await lineup("remove", "keystone news");
      expect(removed.stdout).toMatch(
        /^Removed "Keystone News" \(id 253\), which was in core, elite\n/,
      );
      expect(await channelsText()).toBe(before);
    });

    it("set then set back gives back the same bytes, saying what changed", async () => {
      const before = await channelsText();
      const set = await lineup(
        "set",
        "ESPN",
        "--packages",
        "essentials,elite,ultimate",
      );
      expect(set.stdout.split("\n")[0]).toBe(
        "ESPN: core, essentials, elite, ultimate, sportsFanatic → essentials, elite, ultimate",
      );
      expect(await lineup("show", "ESPN")).toMatchObject({
        stdout: expect.stringContaining("bitmask:  14 "),
      });
      const back = await lineup(
        "set",
        "espn",
        "--packages",
        "core,essentials,elite,ultimate,sports fanatic",
      );
      expect(back.stdout.split("\n")[0]).toBe(
        "ESPN: essentials, elite, ultimate → core, essentials, elite, ultimate, sportsFanatic",
      );
      expect(await channelsText()).toBe(before);
    });

    it("rename then rename back gives back the same bytes", async () => {
      const before = await channelsText();
      const renamed = await lineup("rename", "Buzzr", "Buzzr TV");
      expect(renamed.stdout.split("\n")[0]).toBe(
        'Renamed "Buzzr" → "Buzzr TV" (id 22)',
      );
      expect(await channelsText()).toContain(
        '{ "id": 22, "channelName": "Buzzr TV", "binary": 8, "genres": ["entertainment"] }',
      );
      await lineup("rename", "buzzr tv", "Buzzr");
      expect(await channelsText()).toBe(before);
    });

    it("writes through a temporary file, leaves none behind and keeps the permissions", async () => {
      await chmod(channelsPath(), 0o640);
      const result = await lineup(
        "add",
        "Keystone News",
        "--packages",
        "hbo",
        "--genres",
        "news",
      );
      expect(result.code).toBe(0);
      expect((await stat(channelsPath())).mode & 0o777).toBe(0o640);
      expect(await readdir(path.dirname(channelsPath()))).toEqual([
        "channels.json",
      ]);
    });
  });

  it("puts a file laid out some other way back in its usual layout, and says so", async () => {
    const usual = await channelsText();
    await writeFile(channelsPath(), JSON.stringify(JSON.parse(usual), null, 2));
    const result = await inProcess("rename", "Buzzr", "Buzzr");
    expect(result.code).toBe(0);
    expect(result.stderr).toBe(
      "Note: channels.json was not in its usual layout (one line per entry); it is now.\n",
    );
    expect(await channelsText()).toBe(usual);
  });

  describe("refusals leave the file as it was", () => {
    it.each([
      {
        case: "an unknown package",
        args: ["add", "Keystone News", "--packages", "core,platinum"],
        message: 'There is no package called "platinum".',
      },
      {
        case: "an unknown channel",
        args: ["set", "ESPM", "--packages", "core"],
        message: 'There is no channel called "ESPM". Did you mean "ESPN"',
      },
      {
        case: "an ambiguous channel",
        args: ["remove", "discovery"],
        message:
          '"discovery" matches more than one channel: "Discovery Channel" (id 50)',
      },
      {
        case: "a name that exists, on add",
        args: ["add", "espn", "--packages", "core", "--genres", "sports"],
        message: 'There is already a channel called "ESPN" (id 59).',
      },
      {
        case: "a name that exists, on rename",
        args: ["rename", "Buzzr", "Bravo"],
        message: 'There is already a channel called "Bravo" (id 21).',
      },
      {
        case: "a 51st music channel",
        args: [
          "add",
          "Lo-fi",
          "--music",
          "--packages",
          "core,essentials,elite,ultimate",
        ],
        message: 'the music channel "\'50s Gold" would become TV',
      },
      {
        case: "a music channel removed",
        args: ["remove", "Toddler Tunes"],
        message: 'the TV channel "Willow" would become music',
      },
      {
        case: "a TV channel added as music",
        args: ["add", "HBO 3", "--music", "--packages", "hbo"],
        message: 'so it would show "HBO 3" under TV Channels',
      },
    ])("refuses $case", async ({ args, message }) => {
      const before = await channelsText();
      const result = await lineup(...args);
      expect(result.code).toBe(1);
      expect(result.stdout).toBe("");
      expect(result.stderr).toContain(message);
      expect(result.stderr).toContain("Nothing was changed.");
      expect(await channelsText()).toBe(before);
    });

    it("refuses with check:data's own message when the data would be invalid", async () => {
      const packages = await readFile(packagesPath(), "utf8");
      await writeFile(
        packagesPath(),
        packages.replace('"title": "Core"', '"title": "Core Plus"'),
      );
      const before = await channelsText();
      const check = await run("check-data.js", dataDir);
      expect(check.code).toBe(1);
      const problem = check.stderr.split("\n")[0] ?? "";
      expect(problem).toContain('field title: reads "Core Plus" but');

      const result = await lineup(
        "add",
        "Keystone News",
        "--packages",
        "core",
        "--genres",
        "news",
      );
      expect(result.code).toBe(1);
      expect(result.stderr.split("\n")[0]).toBe(problem);
      expect(result.stderr).toContain("Nothing was changed.");
      expect(await channelsText()).toBe(before);
    });
  });

  it("diffs against a commit of a temporary git repository", async () => {
    await git("init", "--quiet");
    await git("add", ".");
    await git("commit", "--quiet", "-m", "lineup as shipped");
    const none = await lineup("diff");
    expect(none).toMatchObject({
      code: 0,
      stdout:
        "## Lineup changes since HEAD\n\nNo changes to the lineup or the packages.\n",
    });

    await lineup(
      "add",
      "Keystone News",
      "--packages",
      "core,elite",
      "--genres",
      "news",
    );
    await lineup("set", "ESPN", "--packages", "essentials,elite,ultimate");
    await lineup("rename", "Buzzr", "Buzzr TV");
    const packages = await readFile(packagesPath(), "utf8");
    await writeFile(
      packagesPath(),
      packages.replace('"price": "39.99"', '"price": "42.99"'),
    );
    await git("commit", "--quiet", "-am", "second");
    await lineup("remove", "Keystone News");

    const sinceFirst = await lineup("diff", "HEAD~1");
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
    const sinceHead = await lineup("diff");
    expect(sinceHead.stdout).toBe(
      "## Lineup changes since HEAD\n\n### Core\n\n- Removed Keystone News\n\n### Elite\n\n- Removed Keystone News\n",
    );
    const unknown = await lineup("diff", "no-such-ref");
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain(
      "git show no-such-ref:./json/channels/channels.json",
    );
  });
});

describe("the channel counts of packages.json", { timeout: 60_000 }, () => {
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
    expect((await run("check-data.js", dataDir)).code).toBe(0);
  });

  it("leaves packages.json alone when no count changes", async () => {
    const packagesBefore = await readFile(packagesPath(), "utf8");
    const result = await inProcess("rename", "Buzzr", "Buzzr TV");
    expect(result.stdout).toBe(
      `Renamed "Buzzr" → "Buzzr TV" (id 22)\nRecorded the change in ${shown(recordPath())} as ${TODAY}-1.\n`,
    );
    expect(await readFile(packagesPath(), "utf8")).toBe(packagesBefore);
  });
});

describe("the record of changes", { timeout: 60_000 }, () => {
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
    expect((await run("check-data.js", dataDir)).code).toBe(0);
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
describe("the record and lineup diff agree", { timeout: 60_000 }, () => {
  it("for a run of edits of every kind, and diff names a change made by hand", async () => {
    await git("init", "--quiet");
    await git("add", ".");
    await git("commit", "--quiet", "-m", "lineup as shipped");
    const committed = JSON.parse(await channelsText());

    const edits = [
      ["add", "Keystone News", "--packages", "core,elite", "--genres", "news"],
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
          ["- Added Buzzr Classic", "- Added Keystone News", "- Removed ESPN"],
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
});

describe("genres and aliases", { timeout: 60_000 }, () => {
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
    expect((await run("check-data.js", dataDir)).code).toBe(0);
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
        "set needs --packages, --genres or --aliases, e.g. --packages core,elite.",
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
      'add "<channel>" --packages core,elite --genres news,sports [--aliases "A,B"] [--music]',
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

describe("edits made at once", { timeout: 120_000 }, () => {
  const PARALLEL = 10;

  it(`${PARALLEL} parallel adds each land, with ids of their own, or refuse and leave no trace`, async () => {
    const runs = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        lineup(
          "add",
          `Parallel ${index}`,
          "--packages",
          "core",
          "--genres",
          "news",
        ),
      ),
    );
    const added = runs.flatMap((result, index) =>
      result.code === 0 ? [index] : [],
    );
    for (const result of runs) {
      if (result.code === 0) {
        expect(result.stdout).toMatch(
          /^Added "Parallel \d" \(id \d+\) as a TV channel: core\n(Updated .*\n){2}Recorded the change in .* as \d{4}-\d{2}-\d{2}-\d+\.\n$/,
        );
      } else {
        // Only a lock waited out too long may refuse, and it says so.
        expect(result).toMatchObject({
          code: 1,
          stderr: expect.stringMatching(
            /^Refused: another lineup edit is in progress .*\nNothing was changed\.\n$/s,
          ),
        });
      }
    }
    const reportedIds = runs.flatMap(
      (result) => /\(id (\d+)\)/.exec(result.stdout)?.[1] ?? [],
    );
    expect(new Set(reportedIds).size).toBe(added.length);

    const { channels } = JSON.parse(await channelsText()) as {
      channels: { id: number; channelName: string }[];
    };
    const parallel = channels.filter((channel) =>
      channel.channelName.startsWith("Parallel "),
    );
    expect(parallel.map((channel) => channel.channelName).sort()).toEqual(
      added.map((index) => `Parallel ${index}`),
    );
    expect(parallel.map((channel) => String(channel.id)).sort()).toEqual(
      [...reportedIds].sort(),
    );
    expect(new Set(channels.map((channel) => channel.id)).size).toBe(
      channels.length,
    );
    // On an idle or busy machine alike, the lock's wait covers ten edits.
    expect(added).toHaveLength(PARALLEL);
    expect(
      (await readdir(path.dirname(channelsPath()))).filter((name) =>
        name.startsWith("."),
      ),
    ).toEqual([]);
    // Each add is one entry of the record, under an id of its own.
    const { changes } = await record();
    expect(changes).toHaveLength(added.length);
    expect(new Set(changes.map((entry) => entry.id)).size).toBe(added.length);
    expect(
      changes.flatMap((entry) => entry.added.map((item) => String(item.id))),
    ).toEqual(
      parallel
        .map((channel) => String(channel.id))
        .sort((a, b) => Number(a) - Number(b)),
    );
    const check = await run("check-data.js", dataDir);
    expect(check.code).toBe(0);
  });
});

describe("what the file system refuses", { timeout: 60_000 }, () => {
  it("refuses a read-only channels.json, saying so, and changes none of the files the edit would write", async () => {
    await chmod(channelsPath(), 0o444);
    const before = await channelsText();
    const packagesBefore = await readFile(packagesPath(), "utf8");
    const recordBefore = await readFile(recordPath(), "utf8");
    const result = await lineup(
      "add",
      "Keystone News",
      "--packages",
      "core",
      "--genres",
      "news",
    );
    expect(result).toEqual({
      code: 1,
      stdout: "",
      stderr: `Refused: ${path.relative(projectDir, channelsPath())} is read-only (mode 444). Make it writable (chmod u+w) to edit it.\nNothing was changed.\n`,
    });
    expect(await channelsText()).toBe(before);
    expect(await readFile(packagesPath(), "utf8")).toBe(packagesBefore);
    expect(await readFile(recordPath(), "utf8")).toBe(recordBefore);
    expect(await readdir(path.dirname(packagesPath()))).toEqual([
      "packages.json",
    ]);
    expect(await readdir(path.dirname(recordPath()))).toEqual(["changes.json"]);
    expect((await stat(channelsPath())).mode & 0o777).toBe(0o444);
  });

  it("writes through a symlinked channels.json to its target, and the link stays a link", async () => {
    const target = path.join(dataDir, "kept-elsewhere", "channels.json");
    await mkdir(path.dirname(target));
    await rename(channelsPath(), target);
    await symlink(target, channelsPath());
    const result = await lineup(
      "add",
      "Keystone News",
      "--packages",
      "core",
      "--genres",
      "news",
    );
    expect(result.code).toBe(0);
    expect((await lstat(channelsPath())).isSymbolicLink()).toBe(true);
    expect(await readlink(channelsPath())).toBe(target);
    expect(await readFile(target, "utf8")).toContain('"Keystone News"');
    expect(await readdir(path.dirname(target))).toEqual(["channels.json"]);
    expect(await readdir(path.dirname(channelsPath()))).toEqual([
      "channels.json",
    ]);
  });

  it("turns EACCES on the write into the editor's refusal, without a stack trace", async () => {
    const channelsDir = path.dirname(channelsPath());
    const before = await channelsText();
    const packagesBefore = await readFile(packagesPath(), "utf8");
    let options: { uid?: number; gid?: number } = {};
    if (process.getuid?.() === 0) {
      // Root writes anywhere: run as nobody, who may lock json/ and write the other files, but not channels/.
      await chmod(dataDir, 0o755);
      await chmod(path.join(dataDir, "json"), 0o777);
      await chmod(path.dirname(packagesPath()), 0o777);
      await chmod(path.dirname(recordPath()), 0o777);
      options = { uid: 65_534, gid: 65_534 };
    } else {
      await chmod(channelsDir, 0o555);
    }
    try {
      const result = await promisify(execFile)(
        process.execPath,
        [
          path.join(projectDir, "scripts/lineup.js"),
          "--data-dir",
          dataDir,
          "add",
          "Keystone News",
          "--packages",
          "core",
          "--genres",
          "news",
        ],
        { cwd: projectDir, ...options },
      ).then(
        () => undefined,
        (error: Run) => error,
      );
      expect(result).toMatchObject({
        code: 1,
        stdout: "",
        stderr: `Refused: cannot write ${path.relative(projectDir, channelsPath())}: permission denied (EACCES).\nNothing was changed.\n`,
      });
    } finally {
      await chmod(channelsDir, 0o755);
    }
    expect(await channelsText()).toBe(before);
    expect(await readFile(packagesPath(), "utf8")).toBe(packagesBefore);
    expect(await readdir(channelsDir)).toEqual(["channels.json"]);
    expect(await readdir(path.dirname(packagesPath()))).toEqual([
      "packages.json",
    ]);
    expect(await readdir(path.dirname(recordPath()))).toEqual(["changes.json"]);
  });

  it("removes, when it starts, a temporary file left by an edit killed between write and rename", async () => {
    const child = execFile(process.execPath, ["-e", ""]);
    await new Promise((resolve) => child.once("exit", resolve));
    const leftover = temporaryFileFor(channelsPath(), child.pid);
    await writeFile(leftover, "{ half a file");
    const result = await lineup("show", "ESPN");
    expect(result.code).toBe(0);
    expect(result.stderr).toBe(
      `Removed ${path.relative(projectDir, leftover)}, a temporary file left by an interrupted edit.\n`,
    );
    expect(await readdir(path.dirname(channelsPath()))).toEqual([
      "channels.json",
    ]);
  });
});

describe("arguments", () => {
  it("refuses a repeated flag rather than keep one of them", async () => {
    const before = await channelsText();
    const result = await inProcess(
      "add",
      "Keystone News",
      "--packages",
      "core",
      "--packages",
      "elite",
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      "--packages is given 2 times; give it once, with the packages comma-separated: --packages core,elite.\nRun npm run lineup -- --help for the commands.\n",
    );
    expect(await channelsText()).toBe(before);
  });

  it("prints what it was given escaped, so nothing in it reaches the terminal as control", async () => {
    const lookup = await inProcess("show", "\u001b]0;owned\u0007ESPN\u202e");
    expect(lookup.code).toBe(1);
    expect(lookup.stderr).toContain('"\\u001b]0;owned\\u0007ESPN\\u202e"');
    expect(lookup.stderr).not.toMatch(/(?!\n)[\p{Cc}\p{Cf}]/u);

    const added = await inProcess(
      "add",
      "News\u001b[2J",
      "--packages",
      "core",
      "--genres",
      "news",
    );
    expect(added).toMatchObject({
      code: 1,
      stderr:
        'Refused: "News\\u001b[2J" cannot be a channel name: a channel name must hold no control or bidirectional formatting character (found U+001B at character 5).\nNothing was changed.\n',
    });
  });

  it("refuses Cyrillic СNN beside CNN, naming both", async () => {
    const before = await channelsText();
    const result = await inProcess(
      "add",
      "\u0421NN",
      "--packages",
      "core",
      "--genres",
      "news",
    );
    expect(result).toMatchObject({
      code: 1,
      stderr:
        'Refused: "СNN" looks like the channel "CNN" (id 39): the two names are confusable (they have the same Unicode TR39 skeleton). Choose a name that cannot be taken for another.\nNothing was changed.\n',
    });
    expect(await channelsText()).toBe(before);
  });
});
