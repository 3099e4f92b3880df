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

import { main } from "./cli";
import { temporaryFileFor } from "./store";
import { fixtureDir, projectDir } from "./test-data";

/** The real command, `npm run lineup`, run on a temporary copy of the data files. */

let dataDir: string;
const channelsPath = () => path.join(dataDir, DATA_PATHS.channels);
const packagesPath = () => path.join(dataDir, DATA_PATHS.packages);
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

/** The command's own function, for checks that need no separate process. */
async function inProcess(...args: string[]): Promise<Run> {
  let stdout = "";
  let stderr = "";
  const code = await main(args, {
    out: (text) => (stdout += text),
    err: (text) => (stderr += text),
    cwd: projectDir,
    dataDir,
  });
  return { code, stdout, stderr };
}

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
      /^Usage: npm run lineup -- add "<channel>" --packages core,elite \[--music\]\n/,
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
      "ESPN\n  id:       59\n  kind:     TV\n  packages: core, essentials, elite, ultimate, sportsFanatic\n  bitmask:  31 (binary 0000011111)\n",
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
      );
      expect(added).toMatchObject({
        code: 0,
        stdout: 'Added "Keystone News" (id 253) as a TV channel: core, elite\n',
      });
      const text = await channelsText();
      expect(text).toContain(
        '    { "id": 253, "channelName": "Keystone News", "binary": 5 },\n    { "id": 203,',
      );
      const removed = await lineup("remove", "keystone news");
      expect(removed.stdout).toBe(
        'Removed "Keystone News" (id 253), which was in core, elite\n',
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
      expect(set.stdout).toBe(
        "ESPN: core, essentials, elite, ultimate, sportsFanatic → essentials, elite, ultimate\n",
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
      expect(back.stdout).toBe(
        "ESPN: essentials, elite, ultimate → core, essentials, elite, ultimate, sportsFanatic\n",
      );
      expect(await channelsText()).toBe(before);
    });

    it("rename then rename back gives back the same bytes", async () => {
      const before = await channelsText();
      const renamed = await lineup("rename", "Buzzr", "Buzzr TV");
      expect(renamed.stdout).toBe('Renamed "Buzzr" → "Buzzr TV" (id 22)\n');
      expect(await channelsText()).toContain(
        '{ "id": 22, "channelName": "Buzzr TV", "binary": 8 }',
      );
      await lineup("rename", "buzzr tv", "Buzzr");
      expect(await channelsText()).toBe(before);
    });

    it("writes through a temporary file, leaves none behind and keeps the permissions", async () => {
      await chmod(channelsPath(), 0o640);
      const result = await lineup("add", "Keystone News", "--packages", "hbo");
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
        args: ["add", "espn", "--packages", "core"],
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

      const result = await lineup("add", "Keystone News", "--packages", "core");
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

    await lineup("add", "Keystone News", "--packages", "core,elite");
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

describe("edits made at once", { timeout: 120_000 }, () => {
  const PARALLEL = 10;

  it(`${PARALLEL} parallel adds each land, with ids of their own, or refuse and leave no trace`, async () => {
    const runs = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        lineup("add", `Parallel ${index}`, "--packages", "core"),
      ),
    );
    const added = runs.flatMap((result, index) =>
      result.code === 0 ? [index] : [],
    );
    for (const result of runs) {
      if (result.code === 0) {
        expect(result.stdout).toMatch(
          /^Added "Parallel \d" \(id \d+\) as a TV channel: core\n$/,
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
    const check = await run("check-data.js", dataDir);
    expect(check.code).toBe(0);
  });
});

describe("what the file system refuses", { timeout: 60_000 }, () => {
  it("refuses a read-only channels.json, saying so", async () => {
    await chmod(channelsPath(), 0o444);
    const before = await channelsText();
    const result = await lineup("add", "Keystone News", "--packages", "core");
    expect(result).toEqual({
      code: 1,
      stdout: "",
      stderr: `Refused: ${path.relative(projectDir, channelsPath())} is read-only (mode 444). Make it writable (chmod u+w) to edit it.\nNothing was changed.\n`,
    });
    expect(await channelsText()).toBe(before);
    expect((await stat(channelsPath())).mode & 0o777).toBe(0o444);
  });

  it("writes through a symlinked channels.json to its target, and the link stays a link", async () => {
    const target = path.join(dataDir, "kept-elsewhere", "channels.json");
    await mkdir(path.dirname(target));
    await rename(channelsPath(), target);
    await symlink(target, channelsPath());
    const result = await lineup("add", "Keystone News", "--packages", "core");
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
    let options: { uid?: number; gid?: number } = {};
    if (process.getuid?.() === 0) {
      // Root writes anywhere: run as nobody, who may lock json/ but not write channels/.
      await chmod(dataDir, 0o755);
      await chmod(path.join(dataDir, "json"), 0o777);
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
    expect(await readdir(channelsDir)).toEqual(["channels.json"]);
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

    const added = await inProcess("add", "News\u001b[2J", "--packages", "core");
    expect(added).toMatchObject({
      code: 1,
      stderr:
        'Refused: "News\\u001b[2J" cannot be a channel name: a channel name must hold no control or bidirectional formatting character (found U+001B at character 5).\nNothing was changed.\n',
    });
  });

  it("refuses Cyrillic СNN beside CNN, naming both", async () => {
    const before = await channelsText();
    const result = await inProcess("add", "\u0421NN", "--packages", "core");
    expect(result).toMatchObject({
      code: 1,
      stderr:
        'Refused: "СNN" looks like the channel "CNN" (id 39): the two names are confusable (they have the same Unicode TR39 skeleton). Choose a name that cannot be taken for another.\nNothing was changed.\n',
    });
    expect(await channelsText()).toBe(before);
  });
});
