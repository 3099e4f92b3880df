// @ts-check
// `node tools/perf/write-synthetic-lineup.js --channels 2000 --data-dir <dir> [--seed 7]`:
// replaces the lineup of the data files under `<dir>` (a copy of `public/`)
// with a synthetic one of that many channels over the site's own packages
// (siteLineup in tools/perf/synthetic-lineup.ts), sets each package's
// channel-count text to match, then checks the files as `npm run check:data`
// does. The packages, prices and setup steps stay as they are.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

import { runnerImport } from "vite";

const projectDir = path.resolve(
  fileURLToPath(new URL("../..", import.meta.url)),
);

const { values } = parseArgs({
  options: {
    channels: { type: "string" },
    "data-dir": { type: "string" },
    seed: { type: "string", default: "7" },
  },
});
const count = Number(values.channels);
const seed = Number(values.seed);
const dataDir = values["data-dir"];
if (!dataDir || !Number.isInteger(count) || !Number.isInteger(seed)) {
  console.error(
    "Usage: node tools/perf/write-synthetic-lineup.js --channels 2000 --data-dir <copy of public/> [--seed 7]",
  );
  process.exit(2);
}

/** @param {string} specifier */
async function load(specifier) {
  const { module } = await runnerImport(specifier, {
    configFile: false,
    root: projectDir,
    logLevel: "error",
    resolve: { tsconfigPaths: true },
  });
  return module;
}
/** @type {typeof import("./synthetic-lineup")} */
const synthetic = await load("/tools/perf/synthetic-lineup.ts");
if (count < synthetic.SITE_LINEUP_MIN) {
  console.error(
    `--channels must be at least ${synthetic.SITE_LINEUP_MIN}, so that every primary package holds TV channels.`,
  );
  process.exit(2);
}
/** @type {typeof import("../../app/data/parse-data")} */
const { parseData } = await load("/app/data/parse-data.ts");
/** @type {typeof import("../../app/data/schemas")} */
const schemas = await load("/app/data/schemas.ts");
/** @type {typeof import("../../build-tools/check-data")} */
const checks = await load("/build-tools/check-data.ts");

const channelsPath = path.join(dataDir, "json/channels/channels.json");
const packagesPath = path.join(dataDir, "json/packages/packages.json");

/**
 * @template T
 * @param {string} file @param {import("../../app/data/parse-data").DataSchema<T>} schema
 * @returns {Promise<T>}
 */
async function read(file, schema) {
  const result = parseData(
    schema,
    JSON.parse(await readFile(file, "utf8")),
    file,
  );
  if (!result.ok) {
    for (const problem of result.problems)
      console.error(checks.formatProblem(problem));
    process.exit(1);
  }
  return result.data;
}

const shipped = await read(channelsPath, schemas.channelsFileSchema);
const entries = await read(packagesPath, schemas.packagesFileSchema);
const lineup = synthetic.siteLineup(count, shipped.packages, seed);
await writeFile(channelsPath, synthetic.formatChannelsFile(lineup));
await writeFile(
  packagesPath,
  `${JSON.stringify(synthetic.packagesWithCounts(entries, lineup), null, 2)}\n`,
);
console.log(`Wrote ${count} channels (seed ${seed}) to ${channelsPath}.`);

const problems = await checks.checkDataFiles(dataDir);
if (problems.length > 0) {
  for (const problem of problems) console.error(checks.formatProblem(problem));
  process.exit(1);
}
console.log(`The data files under ${dataDir} pass the data checks.`);
