// @ts-check
// The browser tests drive browsers from Debian's packages, never a download.
// As root on Debian the missing packages are installed; elsewhere the message
// says how.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * A program the tests need and the Debian package that provides it.
 * @typedef {object} Need
 * @property {string} program its path once installed
 * @property {string} debianPackage
 * @property {string} [elsewhere] how to get it where apt-get is not an option
 */

/**
 * Installs the packages of any missing program, or exits with instructions.
 * @param {string} purpose what the programs are for, for the messages
 * @param {Need[]} needs
 */
export function ensureDebianPackages(purpose, needs) {
  const missing = needs.filter(({ program }) => !existsSync(program));
  if (missing.length === 0) return;
  const packages = [
    ...new Set(missing.map(({ debianPackage }) => debianPackage)),
  ];
  const isRoot = process.getuid?.() === 0;
  const isDebian = existsSync("/etc/debian_version");
  if (isRoot && isDebian) {
    console.log(`${purpose} need ${packages.join(", ")}: installing…`);
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", ...packages], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    return;
  }
  console.error(
    [
      `${purpose} need ${missing.map(({ program }) => program).join(", ")}.`,
      `On Debian or Ubuntu: sudo apt-get update && sudo apt-get install -y ${packages.join(" ")}`,
      ...new Set(
        missing.flatMap(({ elsewhere }) => (elsewhere ? [elsewhere] : [])),
      ),
    ].join("\n"),
  );
  process.exit(1);
}
