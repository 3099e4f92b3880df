// @ts-check
// `npm run test:html`: the Nu HTML Checker (vnu.jar, run on Java) over the
// pre-rendered HTML files of the build: every page, except that of the pages
// built one per channel or per device and platform it checks a sample
// (scripts/lib/site-pages.js), so its time does not grow with the lineup.
// `--all` checks every file. Any error fails; warnings are listed.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import { CLIENT_DIR, htmlFiles, sampledHtmlFiles } from "./lib/site-pages.js";

const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));

/** Makes sure `java` runs: installs Debian's headless JRE as root, or says how. */
function ensureJava() {
  if (spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync("/etc/debian_version")) {
    console.log("Java is missing: installing Debian's default-jre-headless…");
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "default-jre-headless"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    return;
  }
  console.error(
    "The HTML check needs Java 11 or later.\n" +
      "On Debian or Ubuntu: sudo apt-get install -y default-jre-headless",
  );
  process.exit(1);
}

if (!existsSync(path.join(CLIENT_DIR, "index.html"))) {
  execFileSync("npm", ["run", "build"], { stdio: "inherit" });
}
ensureJava();

const files = process.argv.includes("--all") ? htmlFiles() : sampledHtmlFiles();
const run = spawnSync(
  "java",
  [
    "-jar",
    vnuJar,
    "--format",
    "json",
    "--filterpattern",
    [
      // The checker's CSS grammar predates `@property` (CSS Properties and
      // Values, in Chromium, Firefox and WebKit), which Compare's stylesheet uses.
      "CSS: Unrecognized at-rule “@property”.*",
      // It predates `<link rel="expect" blocking="render">` (HTML, "expect"),
      // which every page's head holds.
      "A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.*",
    ].join("|"),
    ...files.map((file) => path.join(CLIENT_DIR, file)),
  ],
  { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
);
// vnu writes its JSON report to stderr and exits 1 when it found errors.
/** @type {unknown} */
const report = JSON.parse(run.stderr || run.stdout || "null");
const messages =
  report &&
  typeof report === "object" &&
  "messages" in report &&
  Array.isArray(report.messages)
    ? report.messages
    : null;
if (!messages) {
  console.error(`The HTML checker gave no report:\n${run.stderr}${run.stdout}`);
  process.exit(1);
}

/** @param {{ url?: string, lastLine?: number, firstColumn?: number, message?: string }} item */
const describe = ({ url = "", lastLine = 0, firstColumn = 0, message = "" }) =>
  `${path.relative(CLIENT_DIR, url.replace(/^file:/, ""))}:${lastLine}:${firstColumn}: ${message}`;
const errors = messages.filter(
  (item) => item.type === "error" || item.type === "non-document-error",
);
const warnings = messages.filter(
  (item) => item.type === "info" && item.subType === "warning",
);

for (const warning of warnings) console.warn(`warning ${describe(warning)}`);
for (const error of errors) console.error(`error ${describe(error)}`);
console.log(
  `Nu HTML Checker: ${files.length} pages checked, ${errors.length} errors, ${warnings.length} warnings.`,
);
process.exit(errors.length > 0 ? 1 : 0);
