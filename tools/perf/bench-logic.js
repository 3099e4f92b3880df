// @ts-check
// `node tools/perf/bench-logic.js`: times membership, the TV/music split, the name
// search and the cheapest-package search on synthetic lineups of 1,000 and
// 10,000 channels, and prints the median per operation. Like check:data,
// it loads the site's TypeScript through Vite.
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { runnerImport } from "vite";

const projectDir = path.resolve(
  fileURLToPath(new URL("../..", import.meta.url)),
);

/** @type {{ module: typeof import("./logic-bench") }} */
const { module: bench } = await runnerImport("/tools/perf/logic-bench.ts", {
  configFile: false,
  root: projectDir,
  logLevel: "error",
  resolve: { tsconfigPaths: true },
});

/**
 * Goals per operation: an answer within 20 ms (median), and every keystroke
 * within 2 ms (the slowest keystroke's median).
 */
const GOALS = [
  { pattern: /^optimizer/, ms: 20, field: /** @type {const} */ ("median") },
  { pattern: /per keystroke/, ms: 2, field: /** @type {const} */ ("max") },
];

console.log(
  `Node ${process.version}, ${os.cpus()[0]?.model ?? "unknown CPU"} × ${os.cpus().length}`,
);
console.log("median ms  slowest ms  operation");
for (const result of bench.runLogicBench()) {
  const goal = GOALS.find(({ pattern }) => pattern.test(result.operation));
  const verdict = goal
    ? `  (goal < ${goal.ms} ms: ${result[goal.field] < goal.ms ? "met" : "NOT met"})`
    : "";
  console.log(
    `${result.median.toFixed(3).padStart(9)}  ${result.max.toFixed(3).padStart(10)}  ${result.operation}${verdict}`,
  );
}
