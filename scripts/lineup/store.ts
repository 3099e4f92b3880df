import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  chmod,
  open,
  readFile,
  readdir,
  realpath,
  rename,
  rm,
  stat,
  writeFile,
} from "node:fs/promises";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { promisify } from "node:util";

import { lock } from "proper-lockfile";

import {
  type DataFileName as DataFile,
  checkDataFiles,
  formatProblem,
} from "../../build-tools/check-data";
import { DATA_PATHS } from "~/config/paths";
import { changesFileSchema } from "~/data/changes-schema";
import { type DataSchema, parseData } from "~/data/parse-data";
import {
  type ChannelsFile,
  type PackagesFile,
  channelsFileSchema,
  packagesFileSchema,
} from "~/data/schemas";

/** Reading, checking and writing the data files under a data folder (`public/`). */

export type Loaded<T> =
  { ok: true; data: T; text: string } | { ok: false; problems: string[] };

export function dataFilePath(dataDir: string, file: DataFile): string {
  return path.join(dataDir, DATA_PATHS[file]);
}

/** How a file is named in messages: relative to where the command runs. */
export function fileLabel(dataDir: string, file: DataFile, cwd: string) {
  const filePath = dataFilePath(dataDir, file);
  return path.relative(cwd, filePath) || filePath;
}

export function readChannels(dataDir: string, cwd: string) {
  return load(dataDir, "channels", channelsFileSchema, cwd);
}

export function readPackages(dataDir: string, cwd: string) {
  return load(dataDir, "packages", packagesFileSchema, cwd);
}

export function readChanges(dataDir: string, cwd: string) {
  return load(dataDir, "changes", changesFileSchema, cwd);
}

async function load<T>(
  dataDir: string,
  file: DataFile,
  schema: DataSchema<T>,
  cwd: string,
): Promise<Loaded<T>> {
  const label = fileLabel(dataDir, file, cwd);
  let text: string;
  try {
    text = await readFile(dataFilePath(dataDir, file), "utf8");
  } catch {
    return { ok: false, problems: [`${label}: is missing or cannot be read`] };
  }
  return parseText(text, schema, label);
}

/** Parses a data file's text with its schema; problems are worded as check:data words them. */
export function parseText<T>(
  text: string,
  schema: DataSchema<T>,
  label: string,
): Loaded<T> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      problems: [
        `${label}: the file: is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
      ],
    };
  }
  const parsed = parseData(schema, json, label);
  return parsed.ok
    ? { ok: true, data: parsed.data, text }
    : { ok: false, problems: parsed.problems.map(formatProblem) };
}

/** How long an edit waits for another one to finish before it refuses. */
export const LOCK_WAIT_MS = 15_000;
/**
 * A lock untouched for this long was left by an edit that died (its holder
 * refreshes it every half of this while it lives).
 */
export const LOCK_STALE_MS = 10_000;
/** The lock every edit of a data folder takes, a folder beside the data files. */
export const LOCK_NAME = ".lineup.lock";

/** Why an edit could not be made; the editor prints it as `Refused: …`. */
export interface Refusal {
  ok: false;
  refusal: string;
  /** Files already renamed in place when a later one failed. */
  written?: string[];
}

export type WriteResult =
  { ok: true } | Refusal | { ok: false; problems: string[] };

/** One locked edit of the data files: read, then write them checked, together. */
export interface LineupTransaction {
  /** Reads and parses a data file as it is now. */
  read<T>(file: DataFile, schema: DataSchema<T>): Promise<Loaded<T>>;
  /**
   * Checks the given files' new text together with the other data files, as
   * check:data does, and only if every check passes writes each one: to a
   * temporary file beside it, then renamed over it, so a reader never sees
   * half a file. A file read in this transaction must still hold what was
   * read. Returns check:data's problems, or why it could not write.
   */
  write(contents: Partial<Record<DataFile, string>>): Promise<WriteResult>;
}

export interface LockOptions {
  /** How long to wait for another edit; default LOCK_WAIT_MS. */
  waitMs?: number | undefined;
  /** Told each stale temporary file removed, as a path relative to cwd. */
  onStaleFile?: (label: string) => void;
  /**
   * The command that finishes ("finish") or undoes ("undo") an interrupted
   * edit, as a refusal names it; default `npm run lineup -- recover <how>`.
   */
  recoverCommand?: ((how: RecoverHow) => string) | undefined;
  /** Work on an interrupted edit's journal: only `recover` does. */
  recovering?: boolean;
}

/** What `recover` does with an interrupted edit: complete it, or put every file back. */
export type RecoverHow = "finish" | "undo";

const defaultRecoverCommand = (how: RecoverHow) =>
  `npm run lineup -- recover ${how}`;

/**
 * The journal an edit writes before it renames its first file, and removes
 * after its last: every file it replaces, with its text before and after.
 * One left behind is an edit interrupted between two renames.
 */
export const JOURNAL_NAME = ".lineup-journal.json";

export interface Journal {
  files: { file: DataFile; before: string; after: string }[];
}

export function journalPath(dataDir: string): string {
  return path.join(
    path.dirname(path.dirname(dataFilePath(dataDir, "channels"))),
    JOURNAL_NAME,
  );
}

/** The journal an interrupted edit left, if any; undefined when there is none or it never got whole. */
export async function readJournal(
  dataDir: string,
): Promise<Journal | undefined> {
  let text: string;
  try {
    text = await readFile(journalPath(dataDir), "utf8");
  } catch {
    return undefined;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    // Cut short while being written: no file had been renamed yet.
    await rm(journalPath(dataDir), { force: true });
    return undefined;
  }
  if (!isJournal(json)) return undefined;
  return json;
}

function isJournal(value: unknown): value is Journal {
  if (typeof value !== "object" || value === null || !("files" in value)) {
    return false;
  }
  const { files } = value;
  return (
    Array.isArray(files) &&
    files.every(
      (entry: unknown) =>
        typeof entry === "object" &&
        entry !== null &&
        "file" in entry &&
        typeof entry.file === "string" &&
        DATA_FILES.some((file) => file === entry.file) &&
        "before" in entry &&
        typeof entry.before === "string" &&
        "after" in entry &&
        typeof entry.after === "string",
    )
  );
}

/** Why an edit cannot start while an interrupted one's journal is there, and what to run. */
function interruptedEditRefusal(
  cwd: string,
  dataDir: string,
  journal: Journal,
  recoverCommand: (how: RecoverHow) => string,
): string {
  const files = journal.files
    .map(({ file }) => fileLabel(dataDir, file, cwd))
    .join(", ");
  return `an earlier edit was interrupted while it replaced ${files}, so they may disagree (${relative(cwd, journalPath(dataDir))} holds what each held before and after it). Run ${recoverCommand("finish")} to complete that edit, or ${recoverCommand("undo")} to put the files back as they were before it.`;
}

/**
 * Runs `work` holding the lineup lock of `dataDir`, so that edits made at
 * once, from several terminals, are made one after the other and none is
 * lost. It waits up to `waitMs` for the lock (a lock left by an edit that was
 * killed is taken over once stale), then refuses. Holding it, it first
 * removes the temporary files interrupted edits left.
 */
export async function withLineupLock<T>(
  dataDir: string,
  cwd: string,
  work: (transaction: LineupTransaction) => Promise<T>,
  {
    waitMs = LOCK_WAIT_MS,
    onStaleFile,
    recoverCommand = defaultRecoverCommand,
    recovering = false,
  }: LockOptions = {},
): Promise<{ ok: true; value: T } | Refusal> {
  const lockDir = path.dirname(path.dirname(dataFilePath(dataDir, "channels")));
  const lockPath = path.join(lockDir, LOCK_NAME);
  let compromised: Error | undefined;
  let release: () => Promise<void>;
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      release = await lock(lockDir, {
        lockfilePath: lockPath,
        stale: LOCK_STALE_MS,
        realpath: false,
        onCompromised: (error) => (compromised = error),
      });
      break;
    } catch (error) {
      if (errorCode(error) !== "ELOCKED") {
        return {
          ok: false,
          refusal: `cannot take the lineup lock ${relative(cwd, lockPath)}: ${fileErrorText(error)}.`,
        };
      }
      if (await datedInTheFuture(lockPath)) {
        // No live edit dates its lock ahead of the clock: it was left with a
        // wrong date, and would never go stale. Take it over at once.
        await rm(lockPath, { recursive: true, force: true });
        continue;
      }
      if (Date.now() >= deadline) {
        return {
          ok: false,
          refusal: `another lineup edit is in progress (it holds ${relative(cwd, lockPath)}); waited ${Number((waitMs / 1000).toFixed(1))} s. Try again in a moment. A lock left by an edit that was killed is taken over ${LOCK_STALE_MS / 1000} s after it stopped.`,
        };
      }
      await delay(LOCK_RETRY_MS / 2 + Math.random() * LOCK_RETRY_MS);
    }
  }
  try {
    const removed = await removeStaleTemporaryFiles(dataDir, {
      whoseProcessLives: true,
    });
    for (const filePath of removed) onStaleFile?.(relative(cwd, filePath));
    const journal = recovering ? undefined : await readJournal(dataDir);
    if (journal) {
      return {
        ok: false,
        refusal: interruptedEditRefusal(cwd, dataDir, journal, recoverCommand),
      };
    }
    const readTexts = new Map<DataFile, string>();
    const transaction: LineupTransaction = {
      read: async (file, schema) => {
        const loaded = await load(dataDir, file, schema, cwd);
        if (loaded.ok) readTexts.set(file, loaded.text);
        return loaded;
      },
      write: async (contents) => {
        const problems = await checkDataFiles(dataDir, cwd, contents);
        if (problems.length > 0) {
          return { ok: false, problems: problems.map(formatProblem) };
        }
        return writeFiles(
          dataDir,
          cwd,
          contents,
          readTexts,
          () => compromised,
          recoverCommand,
        );
      },
    };
    return { ok: true, value: await work(transaction) };
  } finally {
    // A lock taken over as stale is no longer ours to release.
    await release().catch(() => {});
  }
}

/** Between two tries for the lock, on average. */
const LOCK_RETRY_MS = 100;
/** How far ahead of the clock a lock's date may be, for file systems that round times up. */
const LOCK_CLOCK_SLACK_MS = 2000;

async function datedInTheFuture(lockPath: string): Promise<boolean> {
  const stats = await stat(lockPath).catch(() => undefined);
  return (
    stats !== undefined &&
    stats.mtime.getTime() > Date.now() + LOCK_CLOCK_SLACK_MS
  );
}

/** `.channels.json.<pid>.<8 hex digits>.tmp`: the pattern of the temporary files. */
const TEMPORARY_FILE = /^\.(.+)\.(\d+)\.[0-9a-f]{8}\.tmp$/;

/** The temporary file a write of `target` goes through, beside it. */
export function temporaryFileFor(target: string, pid = process.pid): string {
  return path.join(
    path.dirname(target),
    `.${path.basename(target)}.${pid}.${randomBytes(4).toString("hex")}.tmp`,
  );
}

/**
 * Removes the temporary files an interrupted write of a data file left
 * beside it (or beside the file a symlinked one points to). Without the
 * lock, only those of processes that are gone: a live editor may be about to
 * rename its own. Returns the paths removed.
 */
export async function removeStaleTemporaryFiles(
  dataDir: string,
  { whoseProcessLives }: { whoseProcessLives: boolean },
): Promise<string[]> {
  const removed: string[] = [];
  for (const file of DATA_FILES) {
    const target = dataFilePath(dataDir, file);
    const real = await realpath(target).catch(() => target);
    for (const dir of new Set([path.dirname(target), path.dirname(real)])) {
      const names = await readdir(dir).catch(() => []);
      for (const name of names) {
        const match = TEMPORARY_FILE.exec(name);
        if (!match || !DATA_FILE_NAMES.has(match[1] ?? "")) continue;
        const pid = Number(match[2]);
        if (pid === process.pid) continue;
        if (!whoseProcessLives && processLives(pid)) continue;
        const filePath = path.join(dir, name);
        // One that cannot be removed stays: git ignores it and the build leaves it out.
        const gone = await rm(filePath, { force: true }).then(
          () => true,
          () => false,
        );
        if (gone) removed.push(filePath);
      }
    }
  }
  return removed;
}

const DATA_FILES = Object.keys(DATA_PATHS).filter((key): key is DataFile =>
  Object.hasOwn(DATA_PATHS, key),
);
/**
 * The lineup goes last: a write cut short between two renames leaves the
 * record or the counts ahead of it, which check:data reports for channels
 * added or removed and for counts, never a lineup change nothing mentions.
 */
const WRITE_ORDER = [
  ...DATA_FILES.filter((file) => file !== "channels"),
  "channels",
] satisfies DataFile[];
const DATA_FILE_NAMES = new Set(
  Object.values(DATA_PATHS).map((urlPath) => path.posix.basename(urlPath)),
);

function processLives(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it lives, as another user's.
    return errorCode(error) === "EPERM";
  }
}

/**
 * Writes each file through a temporary file beside it (beside its target,
 * for a symlink, which stays a symlink), then renames them all in place.
 * Refuses, changing nothing, a read-only file, one the file system will not
 * let be replaced, a file changed since it was read, or a lock lost. Before
 * the first rename it writes the journal; a rename that fails undoes the
 * renames before it, and if that fails too the journal stays for `recover`.
 */
async function writeFiles(
  dataDir: string,
  cwd: string,
  contents: Partial<Record<DataFile, string>>,
  readTexts: ReadonlyMap<DataFile, string>,
  lostLock: () => Error | undefined,
  recoverCommand: (how: RecoverHow) => string,
): Promise<WriteResult> {
  const planned: {
    file: DataFile;
    label: string;
    target: string;
    temporary: string;
    before: string;
    after: string;
  }[] = [];
  const written: typeof planned = [];
  const refuse = (refusal: string): Refusal => ({
    ok: false,
    refusal,
    written: written.map(({ label }) => label),
  });
  let current = "the data files";
  try {
    for (const file of WRITE_ORDER) {
      const text = contents[file];
      if (text === undefined) continue;
      const label = fileLabel(dataDir, file, cwd);
      current = label;
      const target = await realpath(dataFilePath(dataDir, file));
      const { mode } = await stat(target);
      if ((mode & 0o200) === 0) {
        return refuse(
          `${label} is read-only (mode ${(mode & 0o777).toString(8)}). Make it writable (chmod u+w) to edit it.`,
        );
      }
      // Opening it for writing meets what a rename over it would (an
      // immutable file, a read-only mount) before any file is replaced.
      await (await open(target, "r+")).close();
      const before = await readFile(target, "utf8");
      const read = readTexts.get(file);
      if (read !== undefined && before !== read) {
        return refuse(
          `${label} changed while this edit was being made, by something other than the lineup editor. Run the command again.`,
        );
      }
      const temporary = temporaryFileFor(target);
      planned.push({ file, label, target, temporary, before, after: text });
      await writeFile(temporary, text, { encoding: "utf8", flag: "wx" });
      // The new file replaces the old one, so it takes on the old one's permissions.
      await chmod(temporary, mode & 0o7777);
    }
    const lost = lostLock();
    if (lost) {
      return refuse(
        `the lineup lock was lost while editing (${lost.message}).`,
      );
    }
    current = relative(cwd, journalPath(dataDir));
    await writeJournal(dataDir, planned);
    for (const entry of planned) {
      current = entry.label;
      await rename(entry.temporary, entry.target);
      written.push(entry);
    }
    await rm(journalPath(dataDir), { force: true });
  } catch (error) {
    const refusal = `cannot write ${current}: ${fileErrorText(error)}.`;
    if (!(await undoRenames(written))) {
      return refuse(
        `${refusal} The files it had replaced could not be put back either: run ${recoverCommand("undo")} to put them back, or ${recoverCommand("finish")} to complete the edit, once the cause is fixed.`,
      );
    }
    written.length = 0;
    await rm(journalPath(dataDir), { force: true });
    return refuse(refusal);
  } finally {
    await Promise.all(
      planned.map(({ temporary }) => rm(temporary, { force: true })),
    );
  }
  return { ok: true };
}

/** Writes the journal whole, flushed to disk, before any file is replaced. */
async function writeJournal(
  dataDir: string,
  planned: readonly { file: DataFile; before: string; after: string }[],
): Promise<void> {
  const journal: Journal = {
    files: planned.map(({ file, before, after }) => ({ file, before, after })),
  };
  const handle = await open(journalPath(dataDir), "w");
  try {
    await handle.writeFile(`${JSON.stringify(journal)}\n`, "utf8");
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Puts back what the renames so far replaced; whether every one went back. */
async function undoRenames(
  written: readonly { target: string; before: string }[],
): Promise<boolean> {
  let undone = true;
  for (const { target, before } of [...written].reverse()) {
    undone = (await replaceText(target, before)) && undone;
  }
  return undone;
}

/** Replaces a file's text through a temporary file and a rename; whether it could. */
async function replaceText(target: string, text: string): Promise<boolean> {
  const temporary = temporaryFileFor(target);
  try {
    const { mode } = await stat(target);
    await writeFile(temporary, text, { encoding: "utf8", flag: "wx" });
    await chmod(temporary, mode & 0o7777);
    await rename(temporary, target);
    return true;
  } catch {
    await rm(temporary, { force: true });
    return false;
  }
}

/**
 * Completes ("finish") or undoes ("undo") the edit whose journal was left
 * behind, holding the lock: every file it names gets the text it held after
 * (or before) that edit. A file that holds neither was changed since, by
 * hand: it is refused, and nothing is written.
 */
export async function recoverEdit(
  dataDir: string,
  cwd: string,
  how: RecoverHow,
  options: LockOptions = {},
): Promise<{ ok: true; value: string[] } | Refusal> {
  const result = await withLineupLock(
    dataDir,
    cwd,
    async (): Promise<{ ok: true; value: string[] } | Refusal> => {
      const journal = await readJournal(dataDir);
      if (!journal) {
        return {
          ok: false,
          refusal: `there is no interrupted edit to recover (no ${relative(cwd, journalPath(dataDir))}).`,
        };
      }
      const targets: { label: string; target: string; text: string }[] = [];
      for (const { file, before, after } of journal.files) {
        const label = fileLabel(dataDir, file, cwd);
        const target = await realpath(dataFilePath(dataDir, file));
        const now = await readFile(target, "utf8").catch(() => undefined);
        if (now !== before && now !== after) {
          return {
            ok: false,
            refusal: `${label} holds neither what it held before the interrupted edit nor what the edit wrote: it was changed since. Put it right by hand, then delete ${relative(cwd, journalPath(dataDir))}.`,
          };
        }
        const text = how === "finish" ? after : before;
        if (now !== text) targets.push({ label, target, text });
      }
      const done: string[] = [];
      for (const { label, target, text } of targets) {
        if (!(await replaceText(target, text))) {
          return {
            ok: false,
            refusal: `cannot write ${label}; the journal stays, so the command can be run again once the cause is fixed.`,
            written: done,
          };
        }
        done.push(label);
      }
      await rm(journalPath(dataDir), { force: true });
      return { ok: true, value: done };
    },
    { ...options, recovering: true },
  );
  return result.ok ? result.value : result;
}

function errorCode(error: unknown): string | undefined {
  return error instanceof Error &&
    "code" in error &&
    typeof error.code === "string"
    ? error.code
    : undefined;
}

/** What a file-system error means, in a few words, with its code. */
function fileErrorText(error: unknown): string {
  const code = errorCode(error);
  const meaning: Record<string, string> = {
    EACCES: "permission denied",
    EPERM: "the operation is not permitted",
    EROFS: "the file system is read-only",
    ENOSPC: "the disk is full",
    EDQUOT: "the disk quota is used up",
    ENOENT: "a folder or file is missing",
  };
  if (code && Object.hasOwn(meaning, code)) return `${meaning[code]} (${code})`;
  return error instanceof Error ? error.message : String(error);
}

function relative(cwd: string, filePath: string): string {
  return path.relative(cwd, filePath) || filePath;
}

/** Whether a data file existed at a git ref (a file added later did not). */
export async function existsAtRef(
  dataDir: string,
  file: DataFile,
  ref: string,
): Promise<{ ok: true; data: boolean } | { ok: false; problems: string[] }> {
  const filePath = `./${DATA_PATHS[file].replace(/^\//, "")}`;
  try {
    const { stdout } = await promisify(execFile)(
      "git",
      ["ls-tree", "--name-only", ref, "--", filePath],
      { cwd: dataDir },
    );
    return { ok: true, data: stdout.trim() !== "" };
  } catch (error) {
    const stderr =
      typeof error === "object" && error !== null && "stderr" in error
        ? String(error.stderr).trim()
        : String(error);
    return { ok: false, problems: [`git ls-tree ${ref}: ${stderr}`] };
  }
}

/** A data file as it was at a git ref, read with `git show`. */
export async function readAtRef<T>(
  dataDir: string,
  file: DataFile,
  ref: string,
  schema: DataSchema<T>,
): Promise<Loaded<T>> {
  const spec = `${ref}:./${DATA_PATHS[file].replace(/^\//, "")}`;
  let text: string;
  try {
    ({ stdout: text } = await promisify(execFile)("git", ["show", spec], {
      cwd: dataDir,
      maxBuffer: 64 * 1024 * 1024,
    }));
  } catch (error) {
    const stderr =
      typeof error === "object" && error !== null && "stderr" in error
        ? String(error.stderr).trim()
        : String(error);
    return { ok: false, problems: [`git show ${spec}: ${stderr}`] };
  }
  return parseText(text, schema, spec);
}

export type { ChannelsFile, PackagesFile };
