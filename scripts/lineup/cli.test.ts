// @vitest-environment node
// The lineup command as a person runs it: help, views, round trips, refusals
// and its arguments.
import { chmod, readFile, readdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";

import { describe, expect, it } from "vitest";

import {
  channelsPath,
  channelsText,
  dataDir,
  dataProblems,
  inProcess,
  lineup,
  packagesPath,
  recordPath,
  run,
  useTemporaryDataDir,
  ADD_NEWS_CHANNEL,
} from "./cli-harness";
import { JOURNAL_NAME } from "./store";
import { PROCESS_LIMIT_MS } from "../../test/support/limits";

useTemporaryDataDir();

describe("npm run lineup", { timeout: PROCESS_LIMIT_MS }, () => {
  it("prints help for the command and a subcommand", async () => {
    const main = await lineup("--help");
    expect(main.code).toBe(0);
    expect(main.stdout).toMatch(/^Usage: npm run lineup -- <command>/);
    const add = await lineup("add", "--help");
    expect(add.code).toBe(0);
    expect(add.stdout).toMatch(
      /^Usage: npm run lineup -- add "<channel>" --packages essentials,elite,ultimate --genres news,sports \[--aliases "A,B"\] \[--music\]\n/,
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
    const counts = await inProcess("list");
    expect(counts.stdout).toMatch(/^Core \(core\)\s+61 TV\s+50 music$/m);
    const core = await inProcess("list", "CORE");
    expect(core.stdout).toMatch(/^TV Channels \(61\)$/m);
    expect(core.stdout).toMatch(/^Music Channels \(50\)$/m);
  });

  it("shows a channel", async () => {
    const result = await inProcess("show", "espn");
    expect(result.stdout).toBe(
      "ESPN\n  id:       59\n  kind:     TV\n  packages: core, essentials, elite, ultimate, sportsFanatic\n  bitmask:  31 (binary 0000011111)\n  genres:   sports\n  aliases:  none\n",
    );
  });

  it("prints the matrix as CSV: a header and one line per channel", async () => {
    const result = await inProcess("matrix", "--format", "csv");
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
      const added = await inProcess(
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
      const removed = await inProcess("remove", "keystone news");
      expect(removed.stdout).toMatch(
        /^Removed "Keystone News" \(id 253\), which was in core, elite\n/,
      );
      expect(await channelsText()).toBe(before);
    });

    it("set then set back gives back the same bytes, saying what changed", async () => {
      const before = await channelsText();
      const set = await inProcess(
        "set",
        "ESPN",
        "--packages",
        "essentials,elite,ultimate",
      );
      expect(set.stdout.split("\n")[0]).toBe(
        "ESPN: core, essentials, elite, ultimate, sportsFanatic → essentials, elite, ultimate",
      );
      expect(await inProcess("show", "ESPN")).toMatchObject({
        stdout: expect.stringContaining("bitmask:  14 "),
      });
      const back = await inProcess(
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
      const renamed = await inProcess("rename", "Buzzr", "Buzzr TV");
      expect(renamed.stdout.split("\n")[0]).toBe(
        'Renamed "Buzzr" → "Buzzr TV" (id 22)',
      );
      expect(await channelsText()).toContain(
        '{ "id": 22, "channelName": "Buzzr TV", "binary": 8, "genres": ["entertainment"] }',
      );
      await inProcess("rename", "buzzr tv", "Buzzr");
      expect(await channelsText()).toBe(before);
    });

    it("writes through a temporary file, leaves none behind and keeps the permissions", async () => {
      await chmod(channelsPath(), 0o640);
      const result = await inProcess(
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
      const result = await inProcess(...args);
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

      const result = await inProcess(...ADD_NEWS_CHANNEL);
      expect(result.code).toBe(1);
      expect(result.stderr.split("\n")[0]).toBe(problem);
      expect(result.stderr).toContain("Nothing was changed.");
      expect(await channelsText()).toBe(before);
    });
  });
});

describe(
  "a package description that claims another package's whole lineup",
  { timeout: PROCESS_LIMIT_MS },
  () => {
    /** Essentials' descriptions, in both languages, claiming everything in Core. */
    async function claimEverythingInCore() {
      const packages = JSON.parse(await readFile(packagesPath(), "utf8"));
      const essentials = packages.find(
        (entry: { name: string }) => entry.name === "essentials",
      );
      essentials.description = "Everything in Core, plus more movies.";
      essentials.es.description = "Todo lo de Core y además más cine.";
      await writeFile(packagesPath(), `${JSON.stringify(packages, null, 2)}\n`);
    }

    it("refuses an edit that makes it false, naming the description in each language", async () => {
      await claimEverythingInCore();
      const before = await channelsText();
      const result = await inProcess(...ADD_NEWS_CHANNEL);
      expect(result.code).toBe(1);
      const label = path.relative(process.cwd(), packagesPath());
      for (const field of ["description", "es.description"]) {
        expect(result.stderr).toContain(
          `${label}: entry [1] "essentials", field ${field}: claims that Essentials holds everything in Core, but`,
        );
      }
      expect(result.stderr).toContain(
        '"Keystone News" (id 253). Add it to essentials, or reword the description',
      );
      expect(result.stderr).toContain("Nothing was changed.");
      expect(await channelsText()).toBe(before);
    });

    it("takes the edit that keeps it true", async () => {
      await claimEverythingInCore();
      const result = await inProcess(
        "add",
        "Keystone News",
        "--packages",
        "core,essentials",
        "--genres",
        "news",
      );
      expect(result.stderr).toBe("");
      expect(result.code).toBe(0);
    });
  },
);

describe(
  "an edit interrupted between two renames",
  { timeout: PROCESS_LIMIT_MS },
  () => {
    /** The state a kill at the rename of channels.json leaves: the record ahead of the lineup. */
    async function leaveInterruptedEdit() {
      const before = {
        packages: await readFile(packagesPath(), "utf8"),
        changes: await readFile(recordPath(), "utf8"),
        channels: await channelsText(),
      };
      const added = await inProcess(...ADD_NEWS_CHANNEL);
      expect(added.code).toBe(0);
      const after = {
        packages: await readFile(packagesPath(), "utf8"),
        changes: await readFile(recordPath(), "utf8"),
        channels: await channelsText(),
      };
      await writeFile(channelsPath(), before.channels);
      await writeFile(
        path.join(dataDir, "json", JOURNAL_NAME),
        JSON.stringify({
          files: [
            {
              file: "packages",
              before: before.packages,
              after: after.packages,
            },
            { file: "changes", before: before.changes, after: after.changes },
            {
              file: "channels",
              before: before.channels,
              after: after.channels,
            },
          ],
        }),
      );
      return { before, after };
    }

    it("refuses every later edit, naming the command that recovers it", async () => {
      await leaveInterruptedEdit();
      const result = await lineup("set", "ESPN", "--genres", "sports");
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(
        `Run npm run lineup -- recover finish --data-dir ${JSON.stringify(dataDir)} to complete that edit, or npm run lineup -- recover undo --data-dir ${JSON.stringify(dataDir)} to put the files back as they were before it.\nNothing was changed.\n`,
      );
    });

    it.each([
      { how: "undo", holds: "before" as const, said: "Undid" },
      { how: "finish", holds: "after" as const, said: "Completed" },
    ])(
      "recover $how leaves the files as they were $holds it, and edits go on",
      async ({ how, holds, said }) => {
        const texts = await leaveInterruptedEdit();
        const result = await inProcess("recover", how);
        expect(result.stderr).toBe("");
        expect(result.stdout).toMatch(
          new RegExp(`^${said} the interrupted edit`),
        );
        expect(result.code).toBe(0);
        expect(await readFile(recordPath(), "utf8")).toBe(texts[holds].changes);
        expect(await readFile(packagesPath(), "utf8")).toBe(
          texts[holds].packages,
        );
        expect(await channelsText()).toBe(texts[holds].channels);
        expect(await dataProblems()).toEqual([]);
        expect(
          (await inProcess("set", "ESPN", "--genres", "sports")).code,
        ).toBe(0);
      },
    );

    it("recover with nothing to recover says so", async () => {
      const result = await inProcess("recover", "undo");
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(
        /^Refused: there is no interrupted edit to recover/,
      );
    });
  },
);

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
      "--packages is given 2 times; give it once, with the packages comma-separated: --packages essentials,elite,ultimate.\nRun npm run lineup -- --help for the commands.\n",
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
        'Refused: "СNN" looks like the channel "CNN" (id 39): the two names are confusable in some letter case (they have the same Unicode TR39 skeleton). Choose a name that cannot be taken for another.\nNothing was changed.\n',
    });
    expect(await channelsText()).toBe(before);
  });
});
