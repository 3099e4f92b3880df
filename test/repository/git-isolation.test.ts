import { execFile } from "node:child_process";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { expect, it } from "vitest";

// A test's git command reaches only its temporary folder, whatever git
// variables the tests were started with (test/setup-unit.ts).
it("runs git in a temporary folder without finding or writing another repository", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "git-isolation-"));
  try {
    expect(
      Object.keys(process.env).filter((name) =>
        ["GIT_DIR", "GIT_INDEX_FILE", "GIT_WORK_TREE"].includes(name),
      ),
    ).toEqual([]);
    const found = await promisify(execFile)("git", ["rev-parse", "--git-dir"], {
      cwd: dir,
    }).then(
      () => true,
      () => false,
    );
    expect(found).toBe(false);
    await promisify(execFile)("git", ["init", "--quiet"], { cwd: dir });
    await expect(stat(path.join(dir, ".git", "HEAD"))).resolves.toBeTruthy();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
