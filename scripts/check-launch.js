// @ts-check
// `npm run check:launch`: lists every placeholder that would ship (mail
// addresses at .example, store ids of zeros, business facts left unset) and
// exits 1 while any remain. Run it before going live; `npm test` does not,
// since the placeholders are right until the business supplies the values.
import path from "node:path";
import { fileURLToPath } from "node:url";

import { runnerImport } from "vite";

const projectDir = path.resolve(fileURLToPath(new URL("..", import.meta.url)));

/** @param {string} file */
async function load(file) {
  const { module } = await runnerImport(file, {
    configFile: false,
    root: projectDir,
    logLevel: "error",
    resolve: { tsconfigPaths: true },
  });
  return module;
}

/** @type {typeof import("../build-tools/launch-check")} */
const check = await load("/build-tools/launch-check.ts");
/** @type {typeof import("../app/config/site")} */
const { site } = await load("/app/config/site.ts");
/** @type {typeof import("../app/config/stores")} */
const { STORES } = await load("/app/config/stores.ts");

const found = check.launchPlaceholders(site, STORES);
const lines = check.formatPlaceholders(found);
if (found.length > 0) {
  console.error(lines.join("\n"));
  process.exit(1);
}
console.log(lines.join("\n"));
