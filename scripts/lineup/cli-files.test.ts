// @vitest-environment node
// The lineup command and the file system: edits made at once, and what the
// file system refuses.
import { execFile } from "node:child_process";
import {
  chmod,
  lstat,
  mkdir,
  readFile,
  readdir,
  readlink,
  rename,
  stat,
  symlink,
  writeFile,
} from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

import { describe, expect, it } from "vitest";

import { temporaryFileFor } from "./store";
import { projectDir } from "./test-data";
import {
  type Run,
  channelsPath,
  channelsText,
  dataDir,
  dataProblems,
  lineup,
  packagesPath,
  record,
  recordPath,
  useTemporaryDataDir,
  ADD_NEWS_CHANNEL,
} from "./cli-harness";
import { PROCESS_LIMIT_MS } from "../../test/support/limits";

useTemporaryDataDir();

describe("edits made at once", { timeout: PROCESS_LIMIT_MS }, () => {
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
    expect(await dataProblems()).toEqual([]);
  });
});

describe("what the file system refuses", { timeout: PROCESS_LIMIT_MS }, () => {
  it("refuses a read-only channels.json, saying so, and changes none of the files the edit would write", async () => {
    await chmod(channelsPath(), 0o444);
    const before = await channelsText();
    const packagesBefore = await readFile(packagesPath(), "utf8");
    const recordBefore = await readFile(recordPath(), "utf8");
    const result = await lineup(...ADD_NEWS_CHANNEL);
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
    const result = await lineup(...ADD_NEWS_CHANNEL);
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
    // Root writes anywhere, being exempt from file permissions: it runs the
    // editor without that exemption (setpriv drops every capability), so it
    // still reads the project wherever it is and is refused channels/ alike.
    const asRoot = process.getuid?.() === 0;
    const command = asRoot
      ? ["setpriv", "--inh-caps=-all", "--bounding-set=-all", process.execPath]
      : [process.execPath];
    await chmod(channelsDir, 0o555);
    try {
      const [file = "", ...prefix] = command;
      const result = await promisify(execFile)(
        file,
        [
          ...prefix,
          path.join(projectDir, "scripts/lineup.js"),
          "--data-dir",
          dataDir,
          ...ADD_NEWS_CHANNEL,
        ],
        { cwd: projectDir },
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
