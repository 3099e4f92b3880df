// @ts-check
/** Where Debian's packages put the Firefox and WebKit programs the engine suite drives. */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";
export const WEBKIT_DRIVER_PATH =
  process.env.WEBKIT_DRIVER_PATH ?? "/usr/bin/WebKitWebDriver";
/** Debian's folder of the machine's own libraries. */
const MULTIARCH =
  process.arch === "arm64" ? "aarch64-linux-gnu" : "x86_64-linux-gnu";
/** WebKitGTK's own small browser, which WebKitWebDriver starts. */
export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ??
  `/usr/lib/${MULTIARCH}/webkit2gtk-4.1/MiniBrowser`;
/** WebKitGTK draws on an X display; a virtual one stands in for a screen. */
export const XVFB_PATH = "/usr/bin/Xvfb";
