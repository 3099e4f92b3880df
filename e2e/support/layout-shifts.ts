import { type Page, expect } from "@playwright/test";

import { spinner, waitForPageReady } from "./fixtures";

export interface LayoutShift {
  value: number;
  /** What moved, so that a failure says where to look. */
  moved: string[];
}

/** Records, from the page's first paint on, every layout shift not caused by input. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        // Layout-shift entries are not in TypeScript's DOM types yet.
        const value: unknown = Reflect.get(entry, "value");
        const sources: unknown = Reflect.get(entry, "sources");
        if (typeof value !== "number" || Reflect.get(entry, "hadRecentInput"))
          continue;
        const moved = Array.isArray(sources)
          ? sources.map((source: unknown) => {
              const node: unknown = Reflect.get(Object(source), "node");
              const rect = (name: string) => {
                const box: unknown = Reflect.get(Object(source), name);
                return box instanceof DOMRectReadOnly
                  ? `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`
                  : "?";
              };
              const element = (el: Element | null) =>
                el ? `${el.tagName.toLowerCase()}.${el.className}` : "?";
              // A text node is named by its words and its element.
              const what =
                node instanceof Element
                  ? element(node)
                  : node instanceof Text
                    ? `"${(node.textContent ?? "").trim().slice(0, 40)}" in ${element(node.parentElement)}`
                    : String(node);
              return `${what}: ${rect("previousRect")} → ${rect("currentRect")}`;
            })
          : [];
        shifts.push({ value, moved });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** Waits two frames, so that layout and any late shift have been reported. */
export async function afterTwoFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(resolve)),
      ),
  );
}

/** The shifts recorded so far, after two frames so that a late one is in. */
export async function layoutShifts(page: Page): Promise<LayoutShift[]> {
  await afterTwoFrames(page);
  const recorded: unknown = await page.evaluate(() =>
    Reflect.get(window, "layoutShifts"),
  );
  if (!Array.isArray(recorded))
    throw new Error("Layout shifts were not recorded");
  return recorded.map((shift: unknown) => ({
    value: Number(Reflect.get(Object(shift), "value")),
    moved: Array.from(Reflect.get(Object(shift), "moved") ?? [], String),
  }));
}

/**
 * Expects the shifts recorded so far to add up to less than 0.001 (none a
 * visitor could see), and logs the total under `label`.
 */
export async function expectNoLayoutShift(
  page: Page,
  label: string,
): Promise<void> {
  const list = await layoutShifts(page);
  const total = list.reduce((sum, shift) => sum + shift.value, 0);
  console.log(`CLS ${label}: ${total.toFixed(5)}`);
  expect(total, JSON.stringify(list)).toBeLessThan(0.001);
}

/**
 * Opens `path`, whose data files `serveLate` holds, sees its loading state,
 * lets the data arrive, waits for them to be drawn and expects nothing to
 * have moved. The data are let go as soon as the spinner is seen, so they
 * may arrive before or after the page has hydrated, as on a visitor's phone.
 */
export async function expectStillWhileDataArrives(
  page: Page,
  path: string,
  label: string,
  { release }: { release: () => void },
): Promise<void> {
  await page.goto(path, { waitUntil: "commit" });
  await expect(spinner(page)).toBeVisible();
  release();
  await waitForPageReady(page);
  await expectNoLayoutShift(page, label);
}
