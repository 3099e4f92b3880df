// @ts-check
// The browser tests drive browsers from Debian's packages, never a download.
// As root on Debian the missing packages are installed; elsewhere the message
// says how.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/** How long apt-get waits for another apt-get or dpkg run to end, and how often it tries again. */
const APT_LOCK_WAIT_MS = 10 * 60_000;
const APT_LOCK_RETRY_MS = 5_000;

/**
 * A program the tests need and the Debian package that provides it.
 * @typedef {object} Need
 * @property {string} program its path once installed
 * @property {string} debianPackage
 * @property {string} [elsewhere] how to get it where apt-get is not an option
 */

/**
 * Installs the packages of any missing program, or exits with instructions.
 * With `install: false`, only says what to install.
 * @param {string} purpose what the programs are for, for the messages
 * @param {Need[]} needs
 * @param {{ install?: boolean }} [options]
 */
export function ensureDebianPackages(purpose, needs, { install = true } = {}) {
  const missingNow = () => needs.filter(({ program }) => !existsSync(program));
  let missing = missingNow();
  if (missing.length === 0) return;
  const packagesOf = (/** @type {Need[]} */ list) => [
    ...new Set(list.map(({ debianPackage }) => debianPackage)),
  ];
  const isRoot = process.getuid?.() === 0;
  const isDebian = existsSync("/etc/debian_version");
  if (install && isRoot && isDebian) {
    console.log(
      `${purpose} need ${packagesOf(missing).join(", ")}: installing…`,
    );
    aptGet(["update", "-qq"]);
    // An install that was running meanwhile (CI starts one) may have brought them.
    missing = missingNow();
    if (missing.length === 0) return;
    // As .ci/run installs them: without what they only recommend.
    aptGet([
      "install",
      "-y",
      "-qq",
      "--no-install-recommends",
      ...packagesOf(missing),
    ]);
    return;
  }
  console.error(
    [
      `${purpose} need ${missing.map(({ program }) => program).join(", ")}.`,
      `On Debian or Ubuntu: sudo apt-get update && sudo apt-get install -y --no-install-recommends ${packagesOf(missing).join(" ")}`,
      ...new Set(
        missing.flatMap(({ elsewhere }) => (elsewhere ? [elsewhere] : [])),
      ),
    ].join("\n"),
  );
  process.exit(1);
}

/**
 * Runs apt-get, or exits with its message. While another apt-get or dpkg
 * holds apt's locks, it waits for that run to finish, up to ten minutes:
 * `apt-get update` does not wait by itself.
 * @param {string[]} args
 */
function aptGet(args) {
  const deadline = Date.now() + APT_LOCK_WAIT_MS;
  let told = false;
  for (;;) {
    const run = spawnSync("apt-get", args, {
      stdio: ["ignore", "inherit", "pipe"],
      encoding: "utf8",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (run.status === 0) {
      // Its warnings, if any.
      process.stderr.write(run.stderr ?? "");
      return;
    }
    const locked = /Could not get lock/.test(run.stderr ?? "");
    if (!locked || Date.now() > deadline) {
      process.stderr.write(run.stderr ?? "");
      console.error(`apt-get ${args.join(" ")} failed.`);
      process.exit(1);
    }
    if (!told) {
      console.log("Another apt-get or dpkg is running: waiting for it to end…");
      told = true;
    }
    Atomics.wait(
      new Int32Array(new SharedArrayBuffer(4)),
      0,
      0,
      APT_LOCK_RETRY_MS,
    );
  }
}
