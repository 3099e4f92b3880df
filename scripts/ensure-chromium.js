// @ts-check
// Makes sure Debian's Chromium, which the browser tests drive, is installed.
import { CHROMIUM_PATH } from "./lib/chromium.js";
import { ensureDebianPackages } from "./lib/debian-packages.js";

ensureDebianPackages("The browser tests", [
  {
    program: CHROMIUM_PATH,
    debianPackage: "chromium",
    elsewhere:
      "Elsewhere: install Chromium or Chrome and set CHROME_PATH to its executable.",
  },
]);
