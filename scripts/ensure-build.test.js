// @ts-check
// @vitest-environment node
import { existsSync } from "node:fs";
import {
  mkdir,
  mkdtemp,
  readFile,
  rm,
  utimes,
  writeFile,
} from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { CSP_MANIFEST_FILE } from "../server/header-policy.js";
import {
  BUILD_DONE_MARK,
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
  const outputs = [
    "build/client/index.html",
    "build/client/plus.html",
    "build/client/404.html",
    BUILD_DONE_MARK,
  ];
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
    for (const file of [
      ...outputs,
      "server/header-policy.js",
      "app/routes/home.tsx",
    ]) {
      await mkdir(path.dirname(path.join(project, file)), { recursive: true });
      await writeFile(path.join(project, file), "");
    }
    for (const input of [
      ...BUILD_INPUTS,
      "server/header-policy.js",
      "app/routes",
      "app/routes/home.tsx",
    ]) {
      await touch(input, 1_000);
    }
    for (const output of outputs) await touch(output, 2_000);
  });
  afterEach(() => rm(project, { recursive: true, force: true }));

  it("is false when every input is older than the build", () => {
    expect(buildIsStale(project)).toBe(false);
  });

  it("is true when a file in server/ changed after the build", async () => {
    await touch("server/header-policy.js", 3_000);
    expect(buildIsStale(project)).toBe(true);
  });

  it("is true when a file deep in app/ changed after the build", async () => {
    await touch("app/routes/home.tsx", 3_000);
    expect(buildIsStale(project)).toBe(true);
  });

  it("is true when a configuration file changed after the build", async () => {
    await touch("vite.config.ts", 3_000);
    expect(buildIsStale(project)).toBe(true);
  });

  it("is true when there is no build", async () => {
    await rm(path.join(project, "build"), { recursive: true });
    expect(buildIsStale(project)).toBe(true);
  });

  it("is true when the build stopped before its last step, though pages were written", async () => {
    await rm(path.join(project, BUILD_DONE_MARK));
    expect(buildIsStale(project)).toBe(true);
  });

  it("is true when an earlier build's mark is older than a changed input, whatever the pages' times", async () => {
    await touch(BUILD_DONE_MARK, 500);
    expect(buildIsStale(project)).toBe(true);
  });

  it("is true when the home page or the not-found page is missing", async () => {
    await rm(path.join(project, "build/client/404.html"));
    expect(buildIsStale(project)).toBe(true);
  });

  it("fails loudly when an input is missing, rather than ignore it", async () => {
    await rm(path.join(project, "scripts/check-data.js"));
    expect(() => buildIsStale(project)).toThrow(/scripts\/check-data\.js/);
  });
});

describe("the build's done mark", () => {
  it("is the file the build writes last", async () => {
    const source = await readFile(
      path.join(PROJECT_DIR, "build-tools/serving-files.ts"),
      "utf8",
    );
    const body = source.slice(
      source.indexOf("export async function writeServingFiles"),
    );
    const writes = [...body.matchAll(/await (\w+)\(/g)].map(([, name]) => name);
    expect(writes.at(-1)).toBe("writeFile");
    expect(body.slice(body.lastIndexOf("await writeFile"))).toContain(
      "CSP_MANIFEST_FILE",
    );
    expect(BUILD_DONE_MARK).toBe(`build/${CSP_MANIFEST_FILE}`);
  });
});
