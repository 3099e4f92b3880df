// @vitest-environment node
import { execFile } from "node:child_process";
import {
  cp,
  mkdtemp,
  readFile,
  readdir,
  rm,
  utimes,
  writeFile,
} from "node:fs/promises";
import { mkdirSync } from "node:fs";
import type * as FsPromises from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { lock } from "proper-lockfile";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { DATA_PATHS } from "~/config/paths";
import { channelsFileSchema, packagesFileSchema } from "~/data/schemas";

import {
  JOURNAL_NAME,
  LOCK_NAME,
  LOCK_STALE_MS,
  recoverEdit,
  removeStaleTemporaryFiles,
  temporaryFileFor,
  withLineupLock,
} from "./store";
import { fixtureDir, projectDir } from "./test-data";

/** A file-system failure the next rename meets, as a full disk or a locked-down folder would give. */
const failures = vi.hoisted(() => ({
  rename: undefined as string | undefined,
  /** Renames that succeed before `rename` fails every later one. */
  renamesBeforeFailure: 0,
  /** How many renames fail, after those; then they succeed again. */
  renameFailures: Infinity,
  /** A file name whose opening for writing fails with EPERM, as an immutable file's does. */
  immutable: undefined as string | undefined,
}));

vi.mock("node:fs/promises", async (importOriginal) => {
  const actual = await importOriginal<typeof FsPromises>();
  return {
    ...actual,
    rename: async (...args: Parameters<typeof actual.rename>) => {
      const code = failures.rename;
      if (code !== undefined && failures.renamesBeforeFailure > 0) {
        failures.renamesBeforeFailure--;
      } else if (code !== undefined && failures.renameFailures > 0) {
        failures.renameFailures--;
        throw Object.assign(new Error(`${code}: failed, rename`), { code });
      }
      return actual.rename(...args);
    },
    open: async (...args: Parameters<typeof actual.open>) => {
      const [file, flags] = args;
      if (
        failures.immutable !== undefined &&
        flags === "r+" &&
        String(file).endsWith(failures.immutable)
      ) {
        throw Object.assign(new Error("EPERM: operation not permitted, open"), {
          code: "EPERM",
        });
      }
      return actual.open(...args);
    },
  };
});

let dataDir: string;
const filePath = (file: keyof typeof DATA_PATHS) =>
  path.join(dataDir, DATA_PATHS[file]);
const text = (file: keyof typeof DATA_PATHS) =>
  readFile(filePath(file), "utf8");

beforeEach(async () => {
  failures.rename = undefined;
  failures.renamesBeforeFailure = 0;
  failures.renameFailures = Infinity;
  failures.immutable = undefined;
  dataDir = await mkdtemp(path.join(tmpdir(), "lineup-store-"));
  await cp(path.join(fixtureDir, "json"), path.join(dataDir, "json"), {
    recursive: true,
  });
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** A process id that no process has now: that of a child that has exited. */
async function deadPid(): Promise<number> {
  const child = execFile(process.execPath, ["-e", ""]);
  await new Promise((resolve) => child.once("exit", resolve));
  if (child.pid === undefined) throw new Error("no child process");
  return child.pid;
}

describe("withLineupLock", () => {
  it("reads, checks and writes two files in one transaction", async () => {
    const channels = (await text("channels")).replace(
      '"channelName": "Buzzr"',
      '"channelName": "Buzzr TV"',
    );
    const packages = (await text("packages")).replace(
      '"price": "39.99"',
      '"price": "42.99"',
    );
    const result = await withLineupLock(dataDir, projectDir, async (tx) => {
      const read = await tx.read("channels", channelsFileSchema);
      const readPackages = await tx.read("packages", packagesFileSchema);
      expect(read.ok && readPackages.ok).toBe(true);
      return tx.write({ channels, packages });
    });
    expect(result).toEqual({ ok: true, value: { ok: true } });
    expect(await text("channels")).toBe(channels);
    expect(await text("packages")).toBe(packages);
    expect(await readdir(path.dirname(filePath("channels")))).toEqual([
      "channels.json",
    ]);
    // The lock is gone once the transaction is over.
    expect(await readdir(path.join(dataDir, "json"))).not.toContain(LOCK_NAME);
  });

  it("writes neither file when one of them fails the checks", async () => {
    const channelsBefore = await text("channels");
    const packagesBefore = await text("packages");
    const result = await withLineupLock(dataDir, projectDir, (tx) =>
      tx.write({
        channels: channelsBefore.replace(
          '"channelName": "Buzzr"',
          '"channelName": "Buzzr TV"',
        ),
        packages: packagesBefore.replace('"price": "39.99"', '"price": "42"'),
      }),
    );
    expect(result.ok && result.value).toMatchObject({
      ok: false,
      problems: [
        expect.stringContaining(
          'field price: must be dollars and exactly two cents digits, like "34.50" (got "42")',
        ),
      ],
    });
    expect(await text("channels")).toBe(channelsBefore);
    expect(await text("packages")).toBe(packagesBefore);
  });

  it("refuses to write a file that changed since the transaction read it", async () => {
    const result = await withLineupLock(dataDir, projectDir, async (tx) => {
      const read = await tx.read("channels", channelsFileSchema);
      if (!read.ok) throw new Error("unreadable fixture");
      const byHand = read.text.replace('"binary": 15', '"binary": 14');
      await writeFile(filePath("channels"), byHand);
      return tx.write({ channels: read.text.replace("Buzzr", "Buzzr TV") });
    });
    expect(result.ok && result.value).toEqual({
      ok: false,
      refusal: `${path.relative(projectDir, filePath("channels"))} changed while this edit was being made, by something other than the lineup editor. Run the command again.`,
      written: [],
    });
    expect(await text("channels")).toContain('"binary": 14');
  });

  it.each(["EACCES", "EPERM", "EROFS"])(
    "turns %s on the write into a refusal, leaving no temporary file",
    async (code) => {
      const before = await text("channels");
      failures.rename = code;
      const result = await withLineupLock(dataDir, projectDir, (tx) =>
        tx.write({ channels: before.replace("Buzzr", "Buzzr TV") }),
      );
      const meaning = {
        EACCES: "permission denied (EACCES)",
        EPERM: "the operation is not permitted (EPERM)",
        EROFS: "the file system is read-only (EROFS)",
      }[code];
      expect(result.ok && result.value).toEqual({
        ok: false,
        refusal: `cannot write ${path.relative(projectDir, filePath("channels"))}: ${meaning}.`,
        written: [],
      });
      expect(await text("channels")).toBe(before);
      expect(await readdir(path.dirname(filePath("channels")))).toEqual([
        "channels.json",
      ]);
    },
  );

  it("checks that every file can be replaced before it replaces the first", async () => {
    const before = {
      changes: await text("changes"),
      channels: await text("channels"),
    };
    failures.immutable = "channels.json";
    const result = await withLineupLock(dataDir, projectDir, (tx) =>
      tx.write({
        changes: before.changes.replace('"changes": [', '"changes": [ '),
        channels: before.channels.replace("Buzzr", "Buzzr TV"),
      }),
    );
    expect(result.ok && result.value).toEqual({
      ok: false,
      refusal: `cannot write ${path.relative(projectDir, filePath("channels"))}: the operation is not permitted (EPERM).`,
      written: [],
    });
    expect(await text("changes")).toBe(before.changes);
    expect(await text("channels")).toBe(before.channels);
    expect(await readdir(path.join(dataDir, "json"))).not.toContain(
      JOURNAL_NAME,
    );
  });

  /** An edit of the record of changes and the lineup, whose second rename fails. */
  async function interruptedEdit() {
    const before = {
      changes: await text("changes"),
      channels: await text("channels"),
    };
    const after = {
      changes: before.changes.replace('"changes": [', '"changes": [ '),
      channels: before.channels.replace("Buzzr", "Buzzr TV"),
    };
    failures.rename = "EPERM";
    failures.renamesBeforeFailure = 1;
    const result = await withLineupLock(dataDir, projectDir, (tx) =>
      tx.write(after),
    );
    return { before, after, result };
  }

  it("undoes the renames made when a later one fails", async () => {
    failures.renameFailures = 1;
    const { before, result } = await interruptedEdit();
    expect(result.ok && result.value).toEqual({
      ok: false,
      refusal: `cannot write ${path.relative(projectDir, filePath("channels"))}: the operation is not permitted (EPERM).`,
      written: [],
    });
    expect(await text("changes")).toBe(before.changes);
    expect(await text("channels")).toBe(before.channels);
    expect(await readdir(path.join(dataDir, "json"))).not.toContain(
      JOURNAL_NAME,
    );
  });

  it.each([
    { how: "undo" as const, holds: "before" as const },
    { how: "finish" as const, holds: "after" as const },
  ])(
    "keeps an edit it could neither finish nor undo, refuses the next edit naming the command, and recover $how puts it right",
    async ({ how, holds }) => {
      const { before, after, result } = await interruptedEdit();
      const changesLabel = path.relative(projectDir, filePath("changes"));
      expect(result.ok && result.value).toEqual({
        ok: false,
        refusal: expect.stringContaining(
          "could not be put back either: run npm run lineup -- recover undo to put them back, or npm run lineup -- recover finish to complete the edit",
        ),
        written: [changesLabel],
      });
      // Ahead of the lineup, as a kill between the two renames leaves it.
      expect(await text("changes")).toBe(after.changes);
      expect(await text("channels")).toBe(before.channels);
      failures.rename = undefined;

      const work = vi.fn(() => Promise.resolve(0));
      const next = await withLineupLock(dataDir, projectDir, work);
      expect(work).not.toHaveBeenCalled();
      expect(next).toEqual({
        ok: false,
        refusal: `an earlier edit was interrupted while it replaced ${changesLabel}, ${path.relative(projectDir, filePath("channels"))}, so they may disagree (${path.relative(projectDir, path.join(dataDir, "json", JOURNAL_NAME))} holds what each held before and after it). Run npm run lineup -- recover finish to complete that edit, or npm run lineup -- recover undo to put the files back as they were before it.`,
      });

      const recovered = await recoverEdit(dataDir, projectDir, how);
      expect(recovered.ok).toBe(true);
      expect(await text("changes")).toBe(
        (holds === "before" ? before : after).changes,
      );
      expect(await text("channels")).toBe(
        (holds === "before" ? before : after).channels,
      );
      expect(await readdir(path.join(dataDir, "json"))).not.toContain(
        JOURNAL_NAME,
      );
      expect((await withLineupLock(dataDir, projectDir, work)).ok).toBe(true);
    },
  );

  it("recovers nothing a hand edit changed since the interruption", async () => {
    const { after } = await interruptedEdit();
    failures.rename = undefined;
    await writeFile(filePath("changes"), after.changes.replace("[ ", "[  "));
    const recovered = await recoverEdit(dataDir, projectDir, "finish");
    expect(recovered).toEqual({
      ok: false,
      refusal: expect.stringContaining(
        `${path.relative(projectDir, filePath("changes"))} holds neither what it held before the interrupted edit nor what the edit wrote`,
      ),
    });
    expect(await readdir(path.join(dataDir, "json"))).toContain(JOURNAL_NAME);
  });

  it("takes over at once a lock dated in the future, which would never go stale", async () => {
    const lockPath = path.join(dataDir, "json", LOCK_NAME);
    mkdirSync(lockPath);
    const nextYear = new Date(Date.now() + 365 * 24 * 3600 * 1000);
    await utimes(lockPath, nextYear, nextYear);
    const result = await withLineupLock(
      dataDir,
      projectDir,
      () => Promise.resolve("done"),
      { waitMs: 0 },
    );
    expect(result).toEqual({ ok: true, value: "done" });
  });

  it("waits for another edit, then refuses, naming the lock", async () => {
    const jsonDir = path.join(dataDir, "json");
    const release = await lock(jsonDir, {
      lockfilePath: path.join(jsonDir, LOCK_NAME),
      realpath: false,
    });
    try {
      const started = Date.now();
      const work = vi.fn(() => Promise.resolve(0));
      const result = await withLineupLock(dataDir, projectDir, work, {
        waitMs: 400,
      });
      expect(Date.now() - started).toBeGreaterThanOrEqual(400);
      expect(work).not.toHaveBeenCalled();
      expect(result).toEqual({
        ok: false,
        refusal: expect.stringMatching(
          /^another lineup edit is in progress \(it holds .*json\/\.lineup\.lock\); waited 0\.4 s\. Try again in a moment\./,
        ),
      });
    } finally {
      await release();
    }
  });

  it("takes over a lock left by an edit that was killed", async () => {
    const lockPath = path.join(dataDir, "json", LOCK_NAME);
    mkdirSync(lockPath);
    const longAgo = new Date(Date.now() - LOCK_STALE_MS - 5000);
    await utimes(lockPath, longAgo, longAgo);
    const result = await withLineupLock(
      dataDir,
      projectDir,
      () => Promise.resolve("done"),
      { waitMs: 0 },
    );
    expect(result).toEqual({ ok: true, value: "done" });
  });

  it("runs edits one after the other", async () => {
    const order: string[] = [];
    const step = (name: string) =>
      withLineupLock(dataDir, projectDir, async () => {
        order.push(`${name} start`);
        await new Promise((resolve) => setTimeout(resolve, 50));
        order.push(`${name} end`);
      });
    await Promise.all([step("a"), step("b"), step("c")]);
    for (let index = 0; index < order.length; index += 2) {
      expect(order[index]?.replace(" start", "")).toBe(
        order[index + 1]?.replace(" end", ""),
      );
    }
    expect(order).toHaveLength(6);
  });

  it("removes every stale temporary file of a data file once it holds the lock", async () => {
    const dead = temporaryFileFor(filePath("channels"), await deadPid());
    // Another process, alive: without the lock its file could be in use.
    const live = temporaryFileFor(filePath("packages"), process.ppid);
    const unrelated = path.join(path.dirname(filePath("channels")), ".keep");
    for (const file of [dead, live, unrelated]) await writeFile(file, "{");
    const removed: string[] = [];
    await withLineupLock(dataDir, projectDir, () => Promise.resolve(), {
      onStaleFile: (label) => removed.push(label),
    });
    expect(removed.sort()).toEqual(
      [dead, live].map((file) => path.relative(projectDir, file)).sort(),
    );
    expect(await readdir(path.dirname(filePath("channels")))).toEqual([
      ".keep",
      "channels.json",
    ]);
  });
});

describe("removeStaleTemporaryFiles without the lock", () => {
  it("removes only those of processes that are gone", async () => {
    const dead = temporaryFileFor(filePath("channels"), await deadPid());
    const live = temporaryFileFor(filePath("channels"), process.ppid);
    await writeFile(dead, "{");
    await writeFile(live, "{");
    expect(
      await removeStaleTemporaryFiles(dataDir, { whoseProcessLives: false }),
    ).toEqual([dead]);
    expect(await readdir(path.dirname(filePath("channels")))).toEqual(
      [path.basename(live), "channels.json"].sort(),
    );
  });
});

describe("the temporary files", () => {
  it("are named .<file>.<pid>.<8 hex digits>.tmp, and git ignores them under public/", async () => {
    const target = path.join(projectDir, "public", DATA_PATHS.channels);
    const temporary = temporaryFileFor(target, 4242);
    expect(path.basename(temporary)).toMatch(
      /^\.channels\.json\.4242\.[0-9a-f]{8}\.tmp$/,
    );
    const ignored = (relPath: string) =>
      promisify(execFile)("git", ["check-ignore", "--no-index", relPath], {
        cwd: projectDir,
      }).then(
        () => true,
        () => false,
      );
    expect(await ignored(path.relative(projectDir, temporary))).toBe(true);
    expect(await ignored(`public/json/${LOCK_NAME}/`)).toBe(true);
    expect(await ignored(`public/json/${JOURNAL_NAME}`)).toBe(true);
    expect(await ignored("public/json/channels/channels.json")).toBe(false);
  });
});
