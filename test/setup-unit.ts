import { tmpdir } from "node:os";

import { afterEach, beforeEach, vi } from "vitest";

// Tests write only in their temporary folders. Run from a git hook, the tests
// would inherit the hook's GIT_DIR or GIT_INDEX_FILE, and a test's git
// command in its temporary repository would write the working copy's index;
// and git never looks above the temporary folder for a repository.
for (const name of Object.keys(process.env)) {
  if (name.startsWith("GIT_")) Reflect.deleteProperty(process.env, name);
}
process.env.GIT_CEILING_DIRECTORIES = tmpdir();

// A console.error that a test did not expect fails that test. A test that
// expects one replaces the spy with its own (`vi.spyOn(console, "error")`).
let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  consoleError = vi
    .spyOn(console, "error")
    .mockImplementation((...args: unknown[]) => {
      throw new Error(
        `Unexpected console.error: ${args.map(String).join(" ")}`,
      );
    });
});

afterEach(() => {
  consoleError.mockRestore();
});
