/**
 * What the engine suite does with a browser, whatever drives it. Scripts run in
 * the page as function bodies (`return …`), which both protocols accept.
 */
export interface EngineSession {
  readonly engine: "Firefox" | "WebKit";
  /** Sets the width of the page's viewport in CSS pixels. */
  resize(width: number, height: number): Promise<void>;
  /** Loads `url` and waits for its `load` event. */
  open(url: string): Promise<void>;
  /** Runs `body` in the page; what it returns is the page's, so callers check it. */
  evaluate(body: string): Promise<unknown>;
  /** Clicks the element as a pointer would, after scrolling it into view. */
  click(selector: string): Promise<void>;
  /** Picks the option with this value of a `<select>`, as a visitor would. */
  choose(selector: string, value: string): Promise<void>;
  typeInto(selector: string, text: string): Promise<void>;
  pressEscape(): Promise<void>;
  /** Presses Enter, as a keyboard user follows the focused link. */
  pressEnter(): Promise<void>;
  /** Goes one entry back in the history, as the browser's Back button does. */
  back(): Promise<void>;
  /** Presses Tab, or Shift+Tab with `back`, as a keyboard user moves focus. */
  pressTab(back?: boolean): Promise<void>;
  /** A PNG of the viewport, for looking at a page in this engine. */
  screenshot(): Promise<Uint8Array>;
  /** Uncaught errors and unhandled rejections of the pages opened so far. */
  pageErrors(): Promise<string[]>;
  close(): Promise<void>;
}

const POLL_MS = 100;

/**
 * Waits until the page script `body` returns true; fails with `what` when it
 * never does, and with what the page script `state` then returns, if given.
 */
export async function waitUntil(
  session: EngineSession,
  body: string,
  what: string,
  { timeoutMs = 60_000, state }: { timeoutMs?: number; state?: string } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if ((await session.evaluate(body)) === true) return;
    if (Date.now() > deadline) {
      const seen =
        state === undefined
          ? ""
          : ` (the page: ${await session.evaluate(state).then(
              (value) => JSON.stringify(value),
              (error: unknown) => `unreadable, ${String(error)}`,
            )})`;
      throw new Error(
        `${session.engine}: timed out waiting until ${what}${seen}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The text values of `value`, which a page script gave back. */
export function texts(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}

/**
 * Collects the page's uncaught errors from the moment it is installed. WebDriver
 * classic runs scripts only after the page has loaded, so an error thrown while
 * the page starts shows as a page that never hydrates.
 */
export const ERROR_TRAP = `
  if (!window.engineSuiteErrors) {
    const errors = [];
    window.engineSuiteErrors = errors;
    window.addEventListener("error", (event) => errors.push(String(event.message)));
    window.addEventListener("unhandledrejection", (event) =>
      errors.push(String(event.reason)),
    );
  }
`;
