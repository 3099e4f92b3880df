// @vitest-environment node
import { execFile } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { DATA_PATHS } from "../app/config/paths";
import {
  type DataSchema,
  formatProblem,
  parseData,
} from "../app/data/parse-data";
import {
  type ChannelsFile,
  type PackagesFile,
  channelsFileSchema,
  packagesFileSchema,
} from "../app/data/schemas";
import {
  type InstructionsFile,
  instructionsFileSchema,
} from "../app/data/instructions-schema";
import {
  type ChangesFile,
  changesFileSchema,
} from "../app/data/changes-schema";

import { checkDataFiles } from "./check-data";
import { PROCESS_LIMIT_MS } from "../test/support/limits";

const projectDir = path.resolve(import.meta.dirname, "..");
const shippedDir = path.join(projectDir, "public");

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "check-data-"));
  await cp(path.join(shippedDir, "json"), path.join(dir, "json"), {
    recursive: true,
  });
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

type DataPath = (typeof DATA_PATHS)[keyof typeof DATA_PATHS];

/** Rewrites one file of the temporary copy. */
async function edit<T>(
  file: DataPath,
  schema: DataSchema<T>,
  change: (data: T) => void,
) {
  const filePath = path.join(dir, file);
  const result = parseData(
    schema,
    JSON.parse(await readFile(filePath, "utf8")),
    file,
  );
  if (!result.ok) throw new Error(`${file} is not valid to start with`);
  change(result.data);
  await writeFile(filePath, JSON.stringify(result.data));
}

const editPackages = (change: (data: PackagesFile) => void) =>
  edit(DATA_PATHS.packages, packagesFileSchema, change);
const editChannels = (change: (data: ChannelsFile) => void) =>
  edit(DATA_PATHS.channels, channelsFileSchema, change);
const editInstructions = (change: (data: InstructionsFile) => void) =>
  edit(DATA_PATHS.instructions, instructionsFileSchema, change);
const editChanges = (change: (data: ChangesFile) => void) =>
  edit(DATA_PATHS.changes, changesFileSchema, change);

/** Item `index` of a list, which the test knows is there. */
function nth<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`No item ${index}`);
  return item;
}

const label = (file: DataPath) =>
  path.relative(projectDir, path.join(dir, file));

/** The shipped packages file, whose channel counts `finds nothing wrong in the shipped files` holds true. */
const shippedPackages = async (): Promise<PackagesFile> => {
  const result = parseData(
    packagesFileSchema,
    JSON.parse(
      await readFile(path.join(shippedDir, DATA_PATHS.packages), "utf8"),
    ),
    DATA_PATHS.packages,
  );
  if (!result.ok) throw new Error("The shipped packages file is not valid");
  return result.data;
};

/** The numbers in a package's channels text: "61 TV channels + 50 music channels" → [61, 50]. */
const numbersIn = (text: string | undefined): number[] =>
  [...(text ?? "").matchAll(/\d+/g)].map(Number);

describe("checkDataFiles", () => {
  it("finds nothing wrong in the shipped files", async () => {
    expect(await checkDataFiles(shippedDir, projectDir)).toEqual([]);
  });

  it.each<{
    case: string;
    file: DataPath;
    breakIt: () => Promise<void>;
    entry: string;
    field: string;
    message: string;
  }>([
    {
      case: "a bad price",
      file: DATA_PATHS.packages,
      breakIt: () =>
        editPackages((entries) => {
          nth(entries, 2).price = "69.9";
        }),
      entry: 'entry [2] "elite"',
      field: "price",
      message:
        'must be dollars and exactly two cents digits, like "34.50" (got "69.9")',
    },
    {
      case: "bitmask 0",
      file: DATA_PATHS.channels,
      breakIt: () =>
        editChannels((file) => {
          nth(file.channels, 1).binary = 0;
        }),
      entry: 'channels[1] "ABC"',
      field: "binary",
      message: "must be a whole number from 1 to 1023 (got 0)",
    },
    {
      case: "bitmask 1024",
      file: DATA_PATHS.channels,
      breakIt: () =>
        editChannels((file) => {
          nth(file.channels, 0).binary = 1024;
        }),
      entry: 'channels[0] "A&E"',
      field: "binary",
      message: "must be a whole number from 1 to 1023 (got 1024)",
    },
    {
      case: "a channel name over 80 characters",
      file: DATA_PATHS.channels,
      breakIt: () =>
        editChannels((file) => {
          nth(file.channels, 1).channelName = "ABC ".repeat(25_000);
        }),
      entry: `channels[1] "${"ABC ".repeat(14)}ABC…"`,
      field: "channelName",
      message: `must be at most 80 characters long (this one has 100000) (got "${"ABC ".repeat(9)}AB…)`,
    },
    {
      case: "a terminal escape in a channel name",
      file: DATA_PATHS.channels,
      breakIt: () =>
        editChannels((file) => {
          nth(file.channels, 1).channelName = "ABC\u001b]0;owned\u0007";
        }),
      entry: 'channels[1] "ABC\\u001b]0;owned\\u0007"',
      field: "channelName",
      message:
        'must hold no control or bidirectional formatting character (found U+001B at character 4) (got "ABC\\u001b]0;owned\\u0007")',
    },
    {
      case: "a RIGHT-TO-LEFT OVERRIDE in a channel name",
      file: DATA_PATHS.channels,
      breakIt: () =>
        editChannels((file) => {
          nth(file.channels, 1).channelName = "\u202eCBA";
        }),
      entry: 'channels[1] "\\u202eCBA"',
      field: "channelName",
      message:
        'must hold no control or bidirectional formatting character (found U+202E at character 1) (got "\\u202eCBA")',
    },
    {
      case: "a channel name not in NFC",
      file: DATA_PATHS.channels,
      breakIt: () =>
        editChannels((file) => {
          nth(file.channels, 1).channelName = "ABC Espan\u0303ol";
        }),
      entry: 'channels[1] "ABC Espan\u0303ol"',
      field: "channelName",
      message:
        'must be in Unicode normalization form NFC (accents composed with their letters, as keyboards type them) (got "ABC Espan\u0303ol")',
    },
    {
      case: "Cyrillic СNN beside CNN",
      file: DATA_PATHS.channels,
      breakIt: () =>
        editChannels((file) => {
          nth(file.channels, 1).channelName = "\u0421NN";
        }),
      entry: 'channels[38] "CNN"',
      field: "channelName",
      message:
        'looks like channels[1] "СNN": the two names are confusable in some letter case (they have the same Unicode TR39 skeleton, case-folded)',
    },
    {
      case: "Greek ΑΜC beside AMC",
      file: DATA_PATHS.channels,
      breakIt: () =>
        editChannels((file) => {
          nth(file.channels, 1).channelName = "\u0391\u039cC";
        }),
      entry: 'channels[5] "AMC"',
      field: "channelName",
      message:
        'looks like channels[1] "ΑΜC": the two names are confusable in some letter case (they have the same Unicode TR39 skeleton, case-folded)',
    },
    {
      case: "a repeated channel id",
      file: DATA_PATHS.channels,
      breakIt: () =>
        editChannels((file) => {
          nth(file.channels, 1).id = nth(file.channels, 0).id;
        }),
      entry: 'channels[1] "ABC"',
      field: "id",
      message: "repeats 1, already used by channels[0]",
    },
    {
      case: "a repeated channel name",
      file: DATA_PATHS.channels,
      breakIt: () =>
        editChannels((file) => {
          nth(file.channels, 1).channelName = "A&E";
        }),
      entry: 'channels[1] "A&E"',
      field: "channelName",
      message: 'repeats "A&E", already used by channels[0]',
    },
    {
      case: "a channel without a genre",
      file: DATA_PATHS.channels,
      breakIt: () =>
        editChannels((file) => {
          Reflect.deleteProperty(nth(file.channels, 1), "genres");
        }),
      entry: 'channels[1] "ABC"',
      field: "genres",
      message:
        "is missing: every channel has at least one genre (local, news, sports, kids, movies, entertainment, lifestyle, documentary, spanish, music, premium)",
    },
    {
      case: "an alias that is another channel's name",
      file: DATA_PATHS.channels,
      breakIt: () =>
        editChannels((file) => {
          nth(file.channels, 1).aliases = ["ABC East", "cnn"];
        }),
      entry: 'channels[1] "ABC"',
      field: "aliases[1]",
      message:
        '"cnn" reads as the same name as channels[38] "CNN" (names are matched ignoring letter case, accents, spaces and punctuation)',
    },
    {
      case: "a missing field",
      file: DATA_PATHS.packages,
      breakIt: () =>
        editPackages((entries) => {
          Reflect.deleteProperty(nth(entries, 3), "description");
        }),
      entry: 'entry [3] "ultimate"',
      field: "description",
      message: "is missing",
    },
    {
      case: "a package without its Spanish description",
      file: DATA_PATHS.packages,
      breakIt: () =>
        editPackages((entries) => {
          const { es } = nth(entries, 0);
          if (es) Reflect.deleteProperty(es, "description");
        }),
      entry: 'entry [0] "core"',
      field: "es.description",
      message:
        "is missing: the pages under /es show it, so every shipped entry needs its Spanish text",
    },
    {
      case: "a setup step without its Spanish text",
      file: DATA_PATHS.instructions,
      breakIt: () =>
        editInstructions((file) => {
          Reflect.deleteProperty(nth(nth(file.instructions, 0).steps, 1), "es");
        }),
      entry: 'instructions[0] "Web Computer"',
      field: "steps[1].es.text",
      message:
        "is missing: the pages under /es show it, so every shipped entry needs its Spanish text",
    },
    {
      case: "an orphan instruction",
      file: DATA_PATHS.instructions,
      breakIt: () =>
        editInstructions((file) => {
          file.instructions.push({
            device: "Game Console",
            platform: "Xbox",
            steps: [
              { text: "Open the Store.", es: { text: "Abre la Store." } },
            ],
          });
        }),
      entry: 'instructions[9] "Xbox Game Console"',
      field: "device",
      message: 'names no device of the devices list (got "Game Console")',
    },
  ])("reports $case by file, entry and field", async (broken) => {
    await broken.breakIt();
    const problems = await checkDataFiles(dir, projectDir);
    expect(problems).toEqual([
      {
        file: label(broken.file),
        entry: broken.entry,
        field: broken.field,
        message: broken.message,
      },
    ]);
    expect(formatProblem(nth(problems, 0))).toBe(
      `${label(broken.file)}: ${broken.entry}, field ${broken.field}: ${broken.message}`,
    );
  });

  it("reports a count edited by hand, naming the entry and both numbers, in English and Spanish", async () => {
    const shipped = await shippedPackages();
    const core = nth(shipped, 0);
    const [tv = 0, music = 0] = numbersIn(core.channels);
    const mini = nth(shipped, 5);
    const [miniTv = 0] = numbersIn(mini.es?.channels);
    await editPackages((entries) => {
      nth(entries, 0).channels =
        `${tv - 1} TV channels + ${music} music channels`;
      const { es } = nth(entries, 5);
      if (es) es.channels = `${miniTv + 1} canales`;
    });
    const problems = await checkDataFiles(dir, projectDir);
    expect(problems.map(formatProblem)).toEqual([
      `${label(DATA_PATHS.packages)}: entry [0] "${core.name}", field channels: says "${tv - 1} TV channels + ${music} music channels", but ${label(DATA_PATHS.channels)} gives ${core.name} ${tv} TV and ${music} music channels: it must read "${core.channels}" (npm run lineup writes it)`,
      `${label(DATA_PATHS.packages)}: entry [5] "${mini.name}", field es.channels: says "${miniTv + 1} canales", but ${label(DATA_PATHS.channels)} gives ${mini.name} ${miniTv} TV and 0 music channels: it must read "${mini.es?.channels}" (npm run lineup writes it)`,
    ]);
  });

  it("reports a count the lineup no longer gives once a channel leaves a package", async () => {
    const core = nth(await shippedPackages(), 0);
    const [tv = 0, music = 0] = numbersIn(core.channels);
    await editChannels((file) => {
      // The first channel of the first package (a TV channel: music comes last) leaves it.
      const channel = file.channels.find((entry) => entry.binary & 1);
      if (!channel) throw new Error("No channel in the first package");
      channel.binary &= ~1;
    });
    const problems = await checkDataFiles(dir, projectDir);
    expect(
      problems.map((problem) => `${problem.entry} ${problem.field}`),
    ).toEqual([
      `entry [0] "${core.name}" channels`,
      `entry [0] "${core.name}" es.channels`,
    ]);
    expect(problems[0]?.message).toMatch(
      new RegExp(
        `^says "${core.channels.replace("+", "\\+")}", but .* gives ${core.name} ${tv - 1} TV and ${music} music channels`,
      ),
    );
  });

  it("checks the record of changes against the lineup", async () => {
    let index = 0;
    let kept = { id: 0, channelName: "", position: 0 };
    await editChannels((file) => {
      const channel = nth(file.channels, 1);
      kept = { id: channel.id, channelName: channel.channelName, position: 1 };
    });
    await editChanges((file) => {
      index = file.changes.length;
      file.changes.push({
        id: "2099-01-01-1",
        date: "2099-01-01",
        added: [],
        removed: [
          { id: kept.id, channelName: kept.channelName, packages: ["core"] },
        ],
        moved: [],
        renamed: [],
      });
    });
    expect((await checkDataFiles(dir, projectDir)).map(formatProblem)).toEqual([
      `${label(DATA_PATHS.changes)}: changes[${index}] "2099-01-01-1", field removed[0]: removed channel ${kept.id}, and no later entry adds it back, but ${label(DATA_PATHS.channels)} still has it: channels[${kept.position}] "${kept.channelName}"`,
    ]);
  });

  it("reports every problem of every file at once", async () => {
    await editPackages((entries) => {
      nth(entries, 0).price = "free";
      nth(entries, 1).price = "1";
    });
    await editInstructions((file) => {
      nth(nth(file.devices, 3).platforms, 2).active = true;
    });
    const problems = await checkDataFiles(dir, projectDir);
    expect(problems.map((p) => `${p.entry} ${p.field}`)).toEqual([
      'entry [0] "core" price',
      'entry [1] "essentials" price',
      'devices[3] "Smart TV" platforms[2]',
    ]);
    expect(problems[2]?.message).toBe(
      'active platform "Vizio" has no instruction',
    );
  });

  it("reports a file that is missing or not JSON", async () => {
    await rm(path.join(dir, DATA_PATHS.channels));
    await writeFile(path.join(dir, DATA_PATHS.packages), "[{");
    const problems = await checkDataFiles(dir, projectDir);
    expect(problems).toEqual([
      expect.objectContaining({
        file: label(DATA_PATHS.packages),
        entry: "the file",
        message: expect.stringMatching(/^is not valid JSON/),
      }),
      expect.objectContaining({
        file: label(DATA_PATHS.channels),
        entry: "the file",
        message: "is missing or cannot be read",
      }),
    ]);
  });

  it("checks given text in place of a file on disk, leaving the disk alone", async () => {
    const channelsPath = path.join(dir, DATA_PATHS.channels);
    const onDisk = await readFile(channelsPath, "utf8");
    const problems = await checkDataFiles(dir, projectDir, {
      channels: onDisk.replace('"binary": 15', '"binary": 0'),
    });
    expect(problems.map(formatProblem)).toEqual([
      `${label(DATA_PATHS.channels)}: channels[0] "A&E", field binary: must be a whole number from 1 to 1023 (got 0)`,
    ]);
    expect(await readFile(channelsPath, "utf8")).toBe(onDisk);
    expect(await checkDataFiles(dir, projectDir)).toEqual([]);
  });
});

// Each test runs the real command, which starts Vite's loader to read the
// checks' TypeScript: a second or more of CPU, several on a busy machine.
describe("npm run check:data", { timeout: PROCESS_LIMIT_MS }, () => {
  const run = (...args: string[]) =>
    promisify(execFile)(
      process.execPath,
      [path.join(projectDir, "scripts/check-data.js"), ...args],
      { cwd: projectDir },
    );

  it("passes on the shipped files", async () => {
    const { stdout } = await run();
    expect(stdout).toContain("are valid");
  });

  it("exits non-zero on a count edited by hand, naming the entry and both numbers", async () => {
    const essentials = nth(await shippedPackages(), 1);
    const [tv = 0, music = 0] = numbersIn(essentials.channels);
    const edited = `${tv + 1} TV channels + ${music} music channels`;
    await editPackages((entries) => {
      nth(entries, 1).channels = edited;
    });
    const failure = await run(dir).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain(
      `${label(DATA_PATHS.packages)}: entry [1] "${essentials.name}", field channels: says "${edited}", but ${label(DATA_PATHS.channels)} gives ${essentials.name} ${tv} TV and ${music} music channels`,
    );
    expect(failure?.stderr).toContain("1 problem in the data files.");
  });

  it("exits non-zero and names the file, entry and field", async () => {
    await editChannels((file) => {
      nth(file.channels, 1).binary = 0;
    });
    const failure = await run(dir).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain(
      `${label(DATA_PATHS.channels)}: channels[1] "ABC", field binary: must be a whole number from 1 to 1023 (got 0)`,
    );
    expect(failure?.stderr).toContain("1 problem in the data files.");
  });

  // Two runs of the real command, each starting Vite's loader: slow on a busy machine.
  it(
    "refuses a bidi override, printing the name escaped, then a look-alike",
    { timeout: PROCESS_LIMIT_MS },
    async () => {
      const failing = () =>
        run(dir).then(
          () => undefined,
          (error: { code: number; stderr: string }) => error,
        );
      await editChannels((file) => {
        nth(file.channels, 2).channelName = "\u202eACB";
      });
      const bidi = await failing();
      expect(bidi?.code).toBe(1);
      expect(bidi?.stderr).toContain(
        `${label(DATA_PATHS.channels)}: channels[2] "\\u202eACB", field channelName: must hold no control or bidirectional formatting character (found U+202E at character 1)`,
      );
      expect(bidi?.stderr).not.toContain("\u202e");

      await cp(
        path.join(shippedDir, DATA_PATHS.channels),
        path.join(dir, DATA_PATHS.channels),
      );
      await editChannels((file) => {
        nth(file.channels, 1).channelName = "\u0421NN";
      });
      const lookalike = await failing();
      expect(lookalike?.code).toBe(1);
      expect(lookalike?.stderr).toContain(
        `${label(DATA_PATHS.channels)}: channels[38] "CNN", field channelName: looks like channels[1] "СNN": the two names are confusable in some letter case`,
      );
    },
  );
});
