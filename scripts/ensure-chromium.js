// @ts-check
// Makes sure Debian's Chromium, which the browser tests drive, is installed.
// As root on Debian it installs the package; elsewhere it says how.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

if (!existsSync(CHROMIUM_PATH)) {
  const isRoot = process.getuid?.() === 0;
  const isDebian = existsSync("/etc/debian_version");
  if (isRoot && isDebian) {
    console.log("Chromium is missing: installing Debian's chromium package…");
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  } else {
    console.error(
      `The browser tests need Chromium at ${CHROMIUM_PATH}.\n` +
        "On Debian or Ubuntu: sudo apt-get update && sudo apt-get install -y chromium\n" +
        "Elsewhere: install Chromium or Chrome and set CHROME_PATH to its executable.",
    );
    process.exit(1);
  }
}
