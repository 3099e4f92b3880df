import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { Builder, By, Key, type WebDriver } from "selenium-webdriver";

import {
  MINIBROWSER_PATH,
  WEBKIT_DRIVER_PATH,
  XVFB_PATH,
} from "../scripts/lib/engines.js";
import { ERROR_TRAP, type EngineSession, texts, waitUntil } from "./session";

// MiniBrowser's toolbar keeps its window wider than a phone (447 px); this GTK
// style sheet lets the toolbar shrink so the page can be 375 px wide.
const NARROW_TOOLBAR_CSS = "* { min-width: 0; padding: 0; margin: 0; }\n";
const READY_TIMEOUT_MS = 120_000;
const RESIZE_TIMEOUT_MS = 60_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts a virtual X display and resolves with its name, such as `:99`. */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const xvfb = spawn(
      XVFB_PATH,
      ["-displayfd", "3", "-screen", "0", "1400x1000x24", "-nolisten", "tcp"],
      { stdio: ["ignore", "ignore", "ignore", "pipe"] },
    );
    let number = "";
    xvfb.stdio[3]?.on("data", (chunk: Buffer) => {
      number += chunk.toString();
      if (number.includes("\n")) {
        resolve({ display: `:${number.trim()}`, process: xvfb });
      }
    });
    xvfb.once("error", reject);
    xvfb.once("exit", (code) =>
      reject(new Error(`Xvfb exited (${code}) before it opened a display.`)),
    );
  });
}

async function waitForDriver(origin: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/status`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on ${origin}.`);
}

/** WebKitGTK's MiniBrowser through WebKitWebDriver (W3C WebDriver), on Xvfb. */
export async function launchWebKit(): Promise<EngineSession> {
  const profile = await mkdtemp(path.join(tmpdir(), "keystone-webkit-"));
  await mkdir(path.join(profile, "gtk-3.0"));
  await writeFile(path.join(profile, "gtk-3.0", "gtk.css"), NARROW_TOOLBAR_CSS);
  const xvfb = await startXvfb();
  const port = await freePort();
  const driverProcess = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: profile },
    stdio: "ignore",
  });
  const stopAll = async () => {
    driverProcess.kill();
    xvfb.process.kill();
    await rm(profile, { recursive: true, force: true });
  };

  let driver: WebDriver;
  try {
    const origin = `http://127.0.0.1:${port}`;
    await waitForDriver(origin);
    driver = await new Builder()
      .usingServer(origin)
      .withCapabilities({
        browserName: "MiniBrowser",
        "webkitgtk:browserOptions": {
          binary: MINIBROWSER_PATH,
          args: ["--automation"],
        },
      })
      .build();
  } catch (error) {
    await stopAll();
    throw error;
  }

  const find = (selector: string) => driver.findElement(By.css(selector));
  const evaluate = (body: string): Promise<unknown> =>
    driver.executeScript(body);
  // Each page keeps its own errors; those of the pages left behind are kept here.
  const earlier: string[] = [];
  const errorsOfThisPage = async () =>
    texts(await evaluate("return window.engineSuiteErrors ?? [];"));

  const session: EngineSession = {
    engine: "WebKit",
    async resize(width, height) {
      // The window is the viewport here: MiniBrowser draws no frame around the page.
      await driver.manage().window().setRect({ width, height });
      // The X server applies the new size a moment later, on a busy machine
      // after setRect has returned: the page sees it within a few polls.
      await waitUntil(
        session,
        `return window.innerWidth === ${width};`,
        `the viewport is ${width} px wide`,
        {
          timeoutMs: RESIZE_TIMEOUT_MS,
          state: "return { width: window.innerWidth };",
        },
      );
    },
    async open(url) {
      earlier.push(...(await errorsOfThisPage()));
      await driver.get(url);
      await evaluate(ERROR_TRAP);
    },
    evaluate,
    async click(selector) {
      await find(selector).click();
    },
    async choose(selector, value) {
      await find(`${selector} option[value="${value}"]`).click();
    },
    async typeInto(selector, text) {
      await find(selector).sendKeys(text);
    },
    async pressEscape() {
      await driver.actions().sendKeys(Key.ESCAPE).perform();
    },
    async pressEnter() {
      await driver.actions().sendKeys(Key.ENTER).perform();
    },
    async back() {
      await driver.navigate().back();
    },
    async pressTab(back = false) {
      const keys = driver.actions();
      await (
        back
          ? keys.keyDown(Key.SHIFT).sendKeys(Key.TAB).keyUp(Key.SHIFT)
          : keys.sendKeys(Key.TAB)
      ).perform();
    },
    screenshot: async () =>
      Buffer.from(await driver.takeScreenshot(), "base64"),
    pageErrors: async () => [...earlier, ...(await errorsOfThisPage())],
    async close() {
      await driver.quit().catch(() => undefined);
      await stopAll();
    },
  };
  return session;
}
