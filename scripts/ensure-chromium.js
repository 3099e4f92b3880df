// @ts-check
// Makes sure Debian's Chromium is installed: the headless shell the browser
// tests drive, and the full browser of Lighthouse and the screenshots.
import { CHROMIUM_PATH, TEST_CHROMIUM_PATH } from "./lib/chromium.js";
import { ensureDebianPackages } from "./lib/debian-packages.js";

const elsewhere =
  "Elsewhere: install Chromium or Chrome and set CHROME_PATH to its executable.";

ensureDebianPackages("The browser tests", [
  {
    program: TEST_CHROMIUM_PATH,
    debianPackage: "chromium-headless-shell",
    elsewhere,
  },
  { program: CHROMIUM_PATH, debianPackage: "chromium", elsewhere },
]);
