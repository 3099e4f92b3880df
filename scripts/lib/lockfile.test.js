// @ts-check
// @vitest-environment node
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { lockfileProblems, resolveInLock } from "./lockfile.js";

/** @param {Record<string, object>} packages */
const lockOf = (packages) => ({ packages });

describe("lockfileProblems", () => {
  const manifest = {
    dependencies: { a: "^1.0.0" },
    devDependencies: { b: "~2.1.0" },
  };
  const agreeing = lockOf({
    "": { dependencies: { a: "^1.0.0" }, devDependencies: { b: "~2.1.0" } },
    "node_modules/a": { version: "1.2.0" },
    "node_modules/b": {
      version: "2.1.3",
      optionalDependencies: {
        "b-darwin-arm64": "2.1.3",
        "b-win32-x64": "2.1.3",
      },
    },
    "node_modules/b-darwin-arm64": { version: "2.1.3" },
    "node_modules/b-win32-x64": { version: "2.1.3" },
  });

  it("finds nothing when the two agree and every platform package is there", () => {
    expect(lockfileProblems(manifest, agreeing)).toEqual([]);
  });

  it("names a range that drifted, a dependency added and one dropped", () => {
    const problems = lockfileProblems(
      { dependencies: { a: "^1.1.0", c: "^3.0.0" } },
      agreeing,
    );
    expect(problems).toEqual([
      "package.json asks for a@^1.1.0 in dependencies, the lockfile for ^1.0.0: run npm install.",
      "package.json asks for c@^3.0.0 in dependencies, the lockfile for nothing: run npm install.",
      "The lockfile still lists b in devDependencies, which package.json dropped: run npm install.",
    ]);
  });

  it("names a platform package the lockfile lacks", () => {
    const rest = Object.fromEntries(
      Object.entries(agreeing.packages).filter(
        ([key]) => key !== "node_modules/b-win32-x64",
      ),
    );
    expect(lockfileProblems(manifest, lockOf(rest))).toEqual([
      "node_modules/b has the optional package b-win32-x64, which the lockfile lacks: npm ci fails on that platform.",
    ]);
  });
});

describe("resolveInLock", () => {
  const lock = lockOf({
    "node_modules/x": {},
    "node_modules/x/node_modules/y": {},
    "node_modules/y": {},
    "node_modules/z": {},
  });

  it.each([
    ["node_modules/x", "y", "node_modules/x/node_modules/y"],
    ["node_modules/x/node_modules/y", "z", "node_modules/z"],
    ["", "z", "node_modules/z"],
    ["node_modules/x", "w", null],
  ])("from %s, %s resolves to %s", (from, name, expected) => {
    expect(resolveInLock(lock, from, name)).toBe(expected);
  });
});

describe("the project's own lockfile", () => {
  it("agrees with package.json and holds every platform's packages", () => {
    const read = (/** @type {string} */ file) =>
      JSON.parse(
        readFileSync(new URL(`../../${file}`, import.meta.url), "utf8"),
      );
    const lock = read("package-lock.json");
    expect(lockfileProblems(read("package.json"), lock)).toEqual([]);
    for (const platform of [
      "darwin-arm64",
      "darwin-x64",
      "win32-x64-msvc",
      "linux-arm64-gnu",
    ]) {
      expect(lock.packages).toHaveProperty([
        `node_modules/@rollup/rollup-${platform}`,
      ]);
    }
  });

  it("holds workerd for every platform, which wrangler runs with no install script", () => {
    const lock = JSON.parse(
      readFileSync(new URL("../../package-lock.json", import.meta.url), "utf8"),
    );
    const manifest = JSON.parse(
      readFileSync(new URL("../../package.json", import.meta.url), "utf8"),
    );
    for (const platform of [
      "darwin-64",
      "darwin-arm64",
      "linux-64",
      "linux-arm64",
      "windows-64",
    ]) {
      expect(lock.packages).toHaveProperty([
        `node_modules/@cloudflare/workerd-${platform}`,
      ]);
    }
    expect(manifest.allowScripts).toMatchObject({
      workerd: false,
      sharp: false,
    });
  });
});
