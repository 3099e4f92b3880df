import path from "node:path";
import { isDeepStrictEqual, parseArgs } from "node:util";

import { GENRES } from "~/config/genres";
import { type ChangesFile, changesFileSchema } from "~/data/changes-schema";
import { quoted } from "~/data/parse-data";
import {
  type ChannelsFile,
  channelsFileSchema,
  packagesFileSchema,
} from "~/data/schemas";

import { formatChannelsFile } from "./channels-format";
import { updateCountTexts } from "./count-texts";
import { lineupDiff } from "./diff";
import {
  type EditResult,
  addChannel,
  removeChannel,
  renameChannel,
  setAliases,
  setGenres,
  setPackages,
} from "./edits";
import { musicRuleProblems } from "./music-rule";
import {
  findChannel,
  findGenres,
  findPackage,
  findPackages,
  splitList,
} from "./names";
import {
  appendChange,
  changeDate,
  compareLineups,
  composeChanges,
  entriesSince,
  formatChangesFile,
  hasChanges,
  recordedIds,
} from "./record";
import {
  type LineupTransaction,
  existsAtRef,
  fileLabel,
  readAtRef,
  readChanges,
  readChannels,
  readPackages,
  recoverEdit,
  removeStaleTemporaryFiles,
  withLineupLock,
} from "./store";
import { terminalSafe } from "./terminal-safe";
import { TOPIC_USAGE, topicCommand } from "./topics";
import {
  channelDetails,
  matrixCsv,
  matrixText,
  packageCounts,
  packageLineup,
} from "./views";

/** `npm run lineup -- <command>`: edits channels.json by names. Returns the exit code. */

export interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
  /** Where relative file names in messages start from. */
  cwd: string;
  /** The folder holding json/, used unless --data-dir names another. */
  dataDir: string;
  /** How long an edit waits for another to finish; default LOCK_WAIT_MS. */
  lockWaitMs?: number;
  /** The clock that dates the record of changes; default the system's. */
  now?: () => Date;
  /**
   * Asks the person at the terminal a question and gives their answer (null
   * when input ends). Given only when the command runs in a terminal; a
   * script or a pipe gets no question, and a missing option is refused.
   */
  ask?: (question: string) => Promise<string | null>;
}

const USAGE_ERROR = 2;
const REFUSED = 1;

const OPTIONS = {
  help: { type: "boolean", short: "h" },
  "data-dir": { type: "string" },
  packages: { type: "string" },
  genres: { type: "string" },
  aliases: { type: "string" },
  music: { type: "boolean" },
  format: { type: "string" },
} as const;

type OptionName = keyof typeof OPTIONS;

interface Command {
  usage: string;
  /** One line for the list of commands. */
  summary: string;
  about: string;
  positionals: [min: number, max: number];
  options: OptionName[];
}

const COMMANDS: Record<string, Command> = {
  list: {
    usage: "list [<package>]",
    summary: "The channels of a package, or the counts of every package.",
    about:
      "The channels of a package as the Channels page shows them, TV then music.\nWith no package, how many TV and music channels each package has.",
    positionals: [0, 1],
    options: [],
  },
  show: {
    usage: 'show "<channel>"',
    summary: "A channel's id, packages, bitmask, genres and aliases.",
    about:
      "A channel's id, its packages by name, its bitmask, its genres and its\nother names (aliases).",
    positionals: [1, 1],
    options: [],
  },
  add: {
    usage:
      'add "<channel>" --packages essentials,elite,ultimate --genres news,sports [--aliases "A,B"] [--music]',
    summary: "Adds a channel.",
    about:
      'Adds a channel with the next free id. A music channel goes at the end, in\nthe music block; any other channel goes just before the music block.\nThe music block holds 50 channels: to replace a music channel, rename it.\n\nEvery channel has at least one genre: a TV channel needs --genres; a music\nchannel (--music) is in the genre music unless --genres says otherwise.\n--aliases gives the other names people search for it by, e.g.\n--aliases "FS1,Fox Sports 1".',
    positionals: [1, 1],
    options: ["packages", "genres", "aliases", "music"],
  },
  set: {
    usage:
      'set "<channel>" [--packages essentials,ultimate] [--genres sports] [--aliases "A,B"]',
    summary: "Replaces a channel's packages, genres or aliases.",
    about:
      'Replaces the packages, the genres or the other names (aliases) of a\nchannel: give one or more of --packages, --genres and --aliases. Each\nreplaces the whole list. --aliases "" takes all its aliases off.',
    positionals: [1, 1],
    options: ["packages", "genres", "aliases"],
  },
  remove: {
    usage: 'remove "<channel>"',
    summary: "Removes a channel.",
    about:
      "Removes a channel. The music block holds 50 channels: to replace a music\nchannel, rename it.",
    positionals: [1, 1],
    options: [],
  },
  rename: {
    usage: 'rename "<old name>" "<new name>"',
    summary: "Renames a channel.",
    about: "Renames a channel; it keeps its id, packages and place.",
    positionals: [2, 2],
    options: [],
  },
  recover: {
    usage: "recover finish|undo",
    summary: "Completes or undoes an edit that was interrupted.",
    about:
      "An edit replaces its files one after the other. One interrupted between\ntwo (killed, or refused by the file system) leaves json/.lineup-journal.json,\nand every later edit is refused until it is recovered:\n  recover finish  writes what the edit meant to write;\n  recover undo    puts back what the files held before it.",
    positionals: [1, 1],
    options: [],
  },
  matrix: {
    usage: "matrix [--format text|csv]",
    summary: "Channels × packages, as text or CSV.",
    about:
      "Channels × packages, one row per channel. CSV (RFC 4180) has a header\nline, then one line per channel with 1 or 0 for each package.",
    positionals: [0, 0],
    options: ["format"],
  },
  topic: {
    usage: "topic list|add|set|remove|excuse|unexcuse …",
    summary: "Edits the search topics kept beside the lineup (topic --help).",
    about: TOPIC_USAGE,
    positionals: [0, Infinity],
    options: [],
  },
  diff: {
    usage: "diff [<git-ref>]",
    summary: "What changed since a git ref, in Markdown.",
    about:
      "What changed in the lineup and the packages since a git ref (default\nHEAD), in Markdown for a changelog.",
    positionals: [0, 1],
    options: [],
  },
};

const COMMON_HELP = `Names are matched ignoring letter case, spaces and punctuation. Packages are
the keys of channels.json's packages list (core, essentials, …), comma-separated.
Genres are keys of this list, comma-separated:
  ${GENRES.join(", ")}
Aliases are names, comma-separated; none may read as another channel's name or alias.

Options:
  --data-dir <dir>  the folder that holds json/ (default: public)
  -h, --help        this help`;

function mainHelp(): string {
  return `Usage: npm run lineup -- <command> [options]

Edits public/json/channels/channels.json by channel and package names. Every
edit is checked as check:data checks the data files before it is written.
An edit that changes a package's channel count rewrites its channels text in
packages.json, and every change to the lineup is appended, dated, to the
record of changes, json/changes/changes.json: all in one write.

Commands:
${Object.values(COMMANDS)
  .map((command) => `  ${command.usage}\n      ${command.summary}`)
  .join("\n")}

Run npm run lineup -- <command> --help for one command.

${COMMON_HELP}`;
}

function commandHelp(command: Command): string {
  return `Usage: npm run lineup -- ${command.usage}\n\n${command.about}\n\n${COMMON_HELP}`;
}

export async function main(
  argv: readonly string[],
  rawIo: Io,
): Promise<number> {
  // Names and arguments are printed back: nothing in them may drive the terminal.
  const io: Io = {
    ...rawIo,
    out: (text) => rawIo.out(terminalSafe(text)),
    err: (text) => rawIo.err(terminalSafe(text)),
  };
  // The topics file has its own commands and options (./topics.ts).
  if (argv[0] === "topic") return topicCommand(argv.slice(1), io);
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: OPTIONS,
      allowPositionals: true,
      strict: true,
      tokens: true,
    });
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n`);
    io.err("Run npm run lineup -- --help for the commands.\n");
    return USAGE_ERROR;
  }
  const { values, positionals, tokens } = parsed;
  const repeated = repeatedOptions(tokens);
  if (repeated.length > 0) {
    io.err(
      `${repeated.map(({ name, count }) => `--${name} is given ${count} times; give it once${Object.hasOwn(LIST_EXAMPLES, name) ? `, with the ${name} comma-separated: --${name} ${LIST_EXAMPLES[name]}` : ""}.`).join("\n")}\nRun npm run lineup -- --help for the commands.\n`,
    );
    return USAGE_ERROR;
  }
  const [name, ...args] = positionals;
  const command =
    name !== undefined && Object.hasOwn(COMMANDS, name)
      ? COMMANDS[name]
      : undefined;
  if (name === undefined || command === undefined) {
    if (values.help && name === undefined) {
      io.out(`${mainHelp()}\n`);
      return 0;
    }
    io.err(
      `${name === undefined ? "Name a command." : `There is no command "${name}".`}\n\n${mainHelp()}\n`,
    );
    return USAGE_ERROR;
  }
  if (values.help) {
    io.out(`${commandHelp(command)}\n`);
    return 0;
  }
  const misplaced = Object.keys(values).filter(
    (option) =>
      option !== "data-dir" &&
      !command.options.some((allowed) => allowed === option),
  );
  const [min, max] = command.positionals;
  if (misplaced.length > 0 || args.length < min || args.length > max) {
    io.err(
      `${misplaced.length > 0 ? `${name} takes no --${misplaced.join(", --")}.` : `${name} takes ${min === max ? min : `${min} to ${max}`} argument${max === 1 ? "" : "s"}.`}\n\n${commandHelp(command)}\n`,
    );
    return USAGE_ERROR;
  }
  const dataDir = values["data-dir"] ?? io.dataDir;
  if (
    name === "add" &&
    values.genres === undefined &&
    values.music !== true &&
    values.packages !== undefined &&
    rawIo.ask
  ) {
    // A TV channel needs a genre, and none is right by default: in a
    // terminal the editor asks for it rather than refusing outright.
    const answer = await rawIo.ask(
      terminalSafe(
        `${quoted(args[0] ?? "")} needs at least one genre. Type them comma-separated (${GENRES.join(", ")}), or press Enter to stop: `,
      ),
    );
    if (answer !== null && answer.trim() !== "") {
      return run(
        name,
        args,
        { ...values, genres: answer.trim() },
        {
          ...io,
          dataDir,
        },
      );
    }
  }
  return run(name, args, values, { ...io, dataDir });
}

/** How each option that takes a list is written. */
const LIST_EXAMPLES: Record<string, string> = {
  packages: "essentials,elite,ultimate",
  genres: "news,sports",
  aliases: '"FS1,Fox Sports 1"',
};

type Values = ReturnType<
  typeof parseArgs<{ options: typeof OPTIONS }>
>["values"];

/** Options given more than once: parseArgs would keep the last one silently. */
function repeatedOptions(
  tokens: readonly (
    | { kind: "option"; name: string }
    | { kind: "positional" | "option-terminator" }
  )[],
): { name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const token of tokens) {
    if (token.kind === "option") {
      counts.set(token.name, (counts.get(token.name) ?? 0) + 1);
    }
  }
  return [...counts]
    .filter(([, count]) => count > 1)
    .map(([name, count]) => ({ name, count }));
}

/** The commands that only read, and so take no lock. */
const READING_COMMANDS = new Set(["list", "show", "matrix", "diff"]);

function refuser(io: Io) {
  return (message: string, written: readonly string[] = []) => {
    io.err(
      `Refused: ${message}\n${written.length > 0 ? `Only ${written.join(", ")} was changed.` : "Nothing was changed."}\n`,
    );
    return REFUSED;
  };
}

async function run(
  name: string,
  args: string[],
  values: Values,
  io: Io,
): Promise<number> {
  const noteRemoved = (label: string) =>
    io.err(`Removed ${label}, a temporary file left by an interrupted edit.\n`);
  const lockOptions = {
    onStaleFile: noteRemoved,
    waitMs: io.lockWaitMs,
    // Named as this command line names the data folder.
    recoverCommand: (how: string) =>
      `npm run lineup -- recover ${how}${values["data-dir"] === undefined ? "" : ` --data-dir ${JSON.stringify(values["data-dir"])}`}`,
  };
  if (name === "recover") return recover(args[0] ?? "", io, lockOptions);
  if (!READING_COMMANDS.has(name)) {
    const locked = await withLineupLock(
      io.dataDir,
      io.cwd,
      (transaction) => edit(name, args, values, io, transaction),
      lockOptions,
    );
    return locked.ok
      ? locked.value
      : refuser(io)(locked.refusal, locked.written);
  }
  // Without the lock, only the files of edits whose process is gone.
  const removed = await removeStaleTemporaryFiles(io.dataDir, {
    whoseProcessLives: false,
  });
  for (const filePath of removed) noteRemoved(path.relative(io.cwd, filePath));
  return read(name, args, values, io);
}

/** recover finish|undo: the interrupted edit completed or undone. */
async function recover(
  how: string,
  io: Io,
  options: Parameters<typeof recoverEdit>[3],
): Promise<number> {
  if (how !== "finish" && how !== "undo") {
    io.err(
      `recover takes finish or undo, not ${quoted(how)}.\n\n${COMMANDS.recover ? commandHelp(COMMANDS.recover) : ""}\n`,
    );
    return USAGE_ERROR;
  }
  const result = await recoverEdit(io.dataDir, io.cwd, how, options);
  if (!result.ok) return refuser(io)(result.refusal, result.written);
  const done = how === "finish" ? "Completed" : "Undid";
  io.out(
    `${done} the interrupted edit${result.value.length > 0 ? `: wrote ${result.value.join(", ")}` : "; every file already held its text"}.\n`,
  );
  return 0;
}

/** list, show, matrix and diff. */
async function read(
  name: string,
  args: string[],
  values: Values,
  io: Io,
): Promise<number> {
  const refuse = refuser(io);
  const loaded = await readChannels(io.dataDir, io.cwd);
  if (!loaded.ok) {
    io.err(`${loaded.problems.join("\n")}\n`);
    return REFUSED;
  }
  const file = loaded.data;
  const [first = ""] = args;

  switch (name) {
    case "list": {
      if (args.length === 0) {
        io.out(`${packageCounts(file)}\n`);
        return 0;
      }
      const key = findPackage(file.packages, first);
      if (!key.ok) return refuse(key.message);
      io.out(`${packageLineup(file, key.value)}\n`);
      return 0;
    }
    case "show": {
      const channel = findChannel(file.channels, first);
      if (!channel.ok) return refuse(channel.message);
      io.out(`${channelDetails(file, channel.value)}\n`);
      return 0;
    }
    case "matrix": {
      const format = values.format ?? "text";
      if (format === "csv") io.out(matrixCsv(file));
      else if (format === "text") io.out(`${matrixText(file)}\n`);
      else return refuse(`--format is text or csv, not "${format}".`);
      return 0;
    }
    case "diff": {
      const ref = first || "HEAD";
      if (ref.startsWith("-")) return refuse(`"${ref}" is not a git ref.`);
      const [oldChannels, oldPackages, oldRecord, packages, record] =
        await Promise.all([
          readAtRef(io.dataDir, "channels", ref, channelsFileSchema),
          readAtRef(io.dataDir, "packages", ref, packagesFileSchema),
          recordAtRef(io.dataDir, ref),
          readPackages(io.dataDir, io.cwd),
          readChanges(io.dataDir, io.cwd),
        ]);
      const loaded = [oldChannels, oldPackages, oldRecord, packages, record];
      const problems = loaded.flatMap((item) => (item.ok ? [] : item.problems));
      if (
        !oldChannels.ok ||
        !oldPackages.ok ||
        !oldRecord.ok ||
        !packages.ok ||
        !record.ok
      ) {
        io.err(`${problems.join("\n")}\n`);
        return REFUSED;
      }
      io.out(
        lineupDiff(
          { channels: oldChannels.data, packages: oldPackages.data },
          { channels: file, packages: packages.data },
          ref,
        ),
      );
      const unrecorded = disagreement(
        oldChannels.data,
        file,
        entriesSince(record.data, oldRecord.data),
      );
      if (unrecorded.length > 0) {
        io.err(
          `Note: the record of changes (${fileLabel(io.dataDir, "changes", io.cwd)}) disagrees with this diff about ${unrecorded.join(", ")}: its entries since ${ref} do not add up to what changed. A change made by hand, not with npm run lineup, is not in the record.\n`,
        );
      }
      return 0;
    }
  }
  return USAGE_ERROR;
}

/** The record of changes at a git ref; an empty one where the file did not exist yet. */
async function recordAtRef(dataDir: string, ref: string) {
  const exists = await existsAtRef(dataDir, "changes", ref);
  if (exists.ok && !exists.data) {
    const empty: ChangesFile = { changes: [] };
    return { ok: true as const, data: empty, text: "" };
  }
  return readAtRef(dataDir, "changes", ref, changesFileSchema);
}

/**
 * The channels for which the record's `entries` do not add up to what
 * changed from `before` to `after`, named for a message; none when they agree.
 */
function disagreement(
  before: ChannelsFile,
  after: ChannelsFile,
  entries: Parameters<typeof composeChanges>[0],
): string[] {
  const compared = compareLineups(before, after);
  const recorded = composeChanges(entries);
  if (isDeepStrictEqual(compared, recorded)) return [];
  const names = new Map<number, string>();
  for (const { channels } of [before, after]) {
    for (const channel of channels) names.set(channel.id, channel.channelName);
  }
  const byId = (changes: typeof compared) => {
    const items = new Map<number, unknown[]>();
    for (const [list, entriesOfList] of Object.entries(changes)) {
      for (const item of entriesOfList) {
        items.set(item.id, [...(items.get(item.id) ?? []), list, item]);
      }
    }
    return items;
  };
  const a = byId(compared);
  const b = byId(recorded);
  const ids = [...new Set([...a.keys(), ...b.keys()])].sort((x, y) => x - y);
  return ids
    .filter((id) => !isDeepStrictEqual(a.get(id), b.get(id)))
    .map((id) => `channel ${id} ${quoted(names.get(id) ?? "?")}`);
}

/** add, set, remove and rename, holding the lock. */
async function edit(
  name: string,
  args: string[],
  values: Values,
  io: Io,
  transaction: LineupTransaction,
): Promise<number> {
  const refuse = refuser(io);
  const loaded = await transaction.read("channels", channelsFileSchema);
  const packages = await transaction.read("packages", packagesFileSchema);
  const record = await transaction.read("changes", changesFileSchema);
  if (!loaded.ok || !packages.ok || !record.ok) {
    const problems = [loaded, packages, record].flatMap((item) =>
      item.ok ? [] : item.problems,
    );
    io.err(`${problems.join("\n")}\n`);
    return REFUSED;
  }
  const file = loaded.data;
  const result = planEdit(name, args, values, file, record.data);
  if (!result.ok) return refuse(result.message);

  const musicProblems = musicRuleProblems(result.file, result.music);
  if (musicProblems.length > 0) {
    return refuse(
      `this edit breaks the music rule.\n${musicProblems.map((problem) => `  ${problem}`).join("\n")}`,
    );
  }
  const text = formatChannelsFile(result.file);
  const lines = [result.summary];
  if (text !== loaded.text) {
    const contents: Parameters<LineupTransaction["write"]>[0] = {
      channels: text,
    };
    // The Packages table states each package's counts: they change with the lineup.
    const counts = updateCountTexts(packages.text, packages.data, result.file);
    if (counts.updates.length > 0) {
      contents.packages = counts.text;
      const label = fileLabel(io.dataDir, "packages", io.cwd);
      lines.push(
        ...counts.updates.map(
          ({ title, field, from, to }) =>
            `Updated ${label}: ${title} ${field} ${quoted(from)} → ${quoted(to)}`,
        ),
      );
    }
    const changes = compareLineups(file, result.file);
    if (hasChanges(changes)) {
      const date = changeDate((io.now ?? (() => new Date()))());
      const appended = appendChange(record.data, changes, date);
      contents.changes = formatChangesFile(appended.record);
      lines.push(
        `Recorded the change in ${fileLabel(io.dataDir, "changes", io.cwd)} as ${appended.entry.id}.`,
      );
    }
    const written = await transaction.write(contents);
    if (!written.ok && "refusal" in written) {
      return refuse(written.refusal, written.written);
    }
    if (!written.ok) {
      const { problems } = written;
      io.err(
        `${problems.join("\n")}\n\nRefused: the edit would leave ${problems.length === 1 ? "this problem" : `these ${problems.length} problems`} in the data files. Nothing was changed.\n`,
      );
      return REFUSED;
    }
    if (formatChannelsFile(file) !== loaded.text) {
      io.err(
        "Note: channels.json was not in its usual layout (one line per entry); it is now.\n",
      );
    }
  }
  io.out(`${lines.join("\n")}\n`);
  return 0;
}

/** The edit `name` asks for, applied to `file`, or why it cannot be made. */
function planEdit(
  name: string,
  args: readonly string[],
  values: Values,
  file: ChannelsFile,
  record: ChangesFile,
): EditResult {
  const [first = "", second = ""] = args;
  const genres =
    values.genres === undefined ? undefined : findGenres(values.genres);
  if (genres && !genres.ok) return { ok: false, message: genres.message };
  const aliases =
    values.aliases === undefined ? undefined : splitList(values.aliases);

  if (name === "add") {
    if (values.packages === undefined) {
      return {
        ok: false,
        message:
          "add needs --packages, e.g. --packages essentials,elite,ultimate.",
      };
    }
    const keys = findPackages(file.packages, values.packages);
    if (!keys.ok) return keys;
    if (!genres && values.music !== true) {
      return {
        ok: false,
        message: `add needs --genres: every channel has at least one genre, e.g. --genres news,sports. The genres are: ${GENRES.join(", ")}.`,
      };
    }
    return addChannel(file, first, keys.value, values.music === true, {
      genres: genres?.value,
      aliases,
      reservedIds: recordedIds(record),
    });
  }

  const channel = findChannel(file.channels, first);
  if (!channel.ok) return channel;
  if (name === "remove") return removeChannel(file, channel.value);
  if (name === "rename") return renameChannel(file, channel.value, second);

  if (values.packages === undefined && !genres && !aliases) {
    return {
      ok: false,
      message:
        "set needs --packages, --genres or --aliases, e.g. --packages essentials,elite,ultimate.",
    };
  }
  // Each option replaces one list; the summaries say what each did.
  const steps: ((current: ChannelsFile) => EditResult)[] = [];
  const { id } = channel.value;
  const current = (lineup: ChannelsFile) =>
    lineup.channels.find((entry) => entry.id === id) ?? channel.value;
  if (values.packages !== undefined) {
    const keys = findPackages(file.packages, values.packages);
    if (!keys.ok) return keys;
    steps.push((lineup) => setPackages(lineup, current(lineup), keys.value));
  }
  if (genres) {
    steps.push((lineup) => setGenres(lineup, current(lineup), genres.value));
  }
  if (aliases) {
    steps.push((lineup) => setAliases(lineup, current(lineup), aliases));
  }
  let result: EditResult = {
    ok: true,
    file,
    summary: "",
    music: new Set(),
  };
  const summaries: string[] = [];
  for (const step of steps) {
    if (!result.ok) break;
    result = step(result.file);
    if (result.ok) summaries.push(result.summary);
  }
  return result.ok ? { ...result, summary: summaries.join("\n") } : result;
}
