// @ts-check
// `npm run check:lockfile`: package-lock.json agrees with package.json and
// holds every platform's optional packages.
import { readFile } from "node:fs/promises";

import { lockfileProblems } from "./lib/lockfile.js";

const manifest = JSON.parse(await readFile("package.json", "utf8"));
const lock = JSON.parse(await readFile("package-lock.json", "utf8"));
const problems = lockfileProblems(manifest, lock);
if (problems.length) {
  console.error(problems.join("\n"));
  process.exit(1);
}
console.log(
  `package-lock.json agrees with package.json and holds every optional package (${Object.keys(lock.packages).length - 1} packages).`,
);
