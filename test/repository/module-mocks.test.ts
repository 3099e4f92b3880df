import { readFile, readdir } from "node:fs/promises";
import path from "node:path";

import { expect, it } from "vitest";

import { MODULE_MOCKS } from "../../vitest.config";

// The unit tests share a module graph per worker (vitest.config.ts), so a
// module mocked in one file would meet copies another file had already
// loaded. Every file that mocks a module is in the list that runs each in a
// graph of its own.

const ROOT = path.resolve(import.meta.dirname, "../..");
const TEST_DIRS = ["app", "build-tools", "server", "scripts", "tools", "test"];
const TEST_FILE = /\.test\.(ts|tsx|js)$/;
/** A call of vi.mock or vi.doMock, at the start of a line. */
const MOCK_CALL = /^\s*vi\.(mock|doMock)\(/m;

it("lists every unit test file that mocks a module, and no other", async () => {
  const mocking: string[] = [];
  for (const dir of TEST_DIRS) {
    for (const entry of await readdir(path.join(ROOT, dir), {
      recursive: true,
    })) {
      if (!TEST_FILE.test(entry) || entry.includes("node_modules")) continue;
      const file = path.join(dir, entry);
      if (MOCK_CALL.test(await readFile(path.join(ROOT, file), "utf8")))
        mocking.push(file.split(path.sep).join("/"));
    }
  }
  expect(mocking.toSorted()).toEqual(MODULE_MOCKS.toSorted());
});
