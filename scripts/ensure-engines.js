// @ts-check
// Makes sure the programs of the Firefox and WebKit suite are installed.
import {
  FIREFOX_PATH,
  MINIBROWSER_PATH,
  WEBKIT_DRIVER_PATH,
  XVFB_PATH,
} from "./lib/engines.js";
import { ensureDebianPackages } from "./lib/debian-packages.js";

ensureDebianPackages("The Firefox and WebKit tests", [
  { program: FIREFOX_PATH, debianPackage: "firefox-esr" },
  { program: WEBKIT_DRIVER_PATH, debianPackage: "webkit2gtk-driver" },
  { program: MINIBROWSER_PATH, debianPackage: "webkit2gtk-driver" },
  { program: XVFB_PATH, debianPackage: "xvfb" },
]);
