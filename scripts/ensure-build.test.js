// @ts-check
// @vitest-environment node
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import {
  BUILD_INPUTS,
  PROJECT_DIR,
  buildEnvironment,
  buildIsStale,
} from "./ensure-build.js";

describe("the build's inputs", () => {
  it.each(BUILD_INPUTS)("%s exists", (input) => {
    expect(existsSync(path.join(PROJECT_DIR, input))).toBe(true);
  });

  it("include the server's header policy, which _headers is written from", () => {
    expect(BUILD_INPUTS).toContain("server");
  });
});

describe("buildEnvironment", () => {
  it("builds for production even when called from a test runner", () => {
    const env = buildEnvironment({ NODE_ENV: "test", PATH: "/usr/bin" });
    expect(env.NODE_ENV).toBe("production");
    expect(env.PATH).toBe("/usr/bin");
  });
});

describe("buildIsStale", () => {
  /** @type {string} */
  let project;
  const page = () => path.join(project, "build/client/index.html");
  /** @param {string} file @param {number} seconds */
  const touch = (file, seconds) =>
    utimes(path.join(project, file), seconds, seconds);

  beforeEach(async () => {
    project = await mkdtemp(path.join(tmpdir(), "keystone-build-"));
    for (const input of BUILD_INPUTS) {
      const target = path.join(project, input);
      if (path.extname(input)) {
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, "");
      } else await mkdir(target, { recursive: true });
    }
    await mkdir(path.dirname(page()), { recursive: true });
    await writeFile(page(), "");
    await writeFile(path.join(project, "server/header-policy.js"), "");
    for (const input of BUILD_INPUTS) await touch(input, 1_000);
    await touch("server/header-policy.js", 1_000);
    await touch("build/client/index.html", 2_000);
  });
  afterEach(() => rm(project, { recursive: true, force: true }));

  it("is false when every input is older than the build", () => {
    expect(buildIsStale(project)).toBe(false);
  });

  it("is true when a file in server/ changed after the build", async () => {
    await touch("server/header-policy.js", 3_000);
    expect(buildIsStale(project)).toBe(true);
  });

  it("is true when there is no build", async () => {
    await rm(page());
    expect(buildIsStale(project)).toBe(true);
  });

  it("fails loudly when an input is missing, rather than ignore it", async () => {
    await rm(path.join(project, "scripts/check-data.js"));
    expect(() => buildIsStale(project)).toThrow(/scripts\/check-data\.js/);
  });
});
