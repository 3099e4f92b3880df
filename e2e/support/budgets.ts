/** Size budgets per route, in bytes (1 kB = 1,000 bytes). */
export const BUDGETS = {
  /** JavaScript the first load fetches, gzip-compressed; the runtime is about 109 kB of it. */
  firstLoadJsGzip: 140_000,
  /** CSS of the first load, gzip-compressed: inline `<style>` plus stylesheet files. */
  cssGzip: 15_000,
  /** The page's HTML, gzip-compressed: fits the first round trip. */
  htmlGzip: 14_000,
  /** Everything the browser received on a cold load, headers included. */
  totalTransfer: 150_000,
} as const;

export type BudgetName = keyof typeof BUDGETS;

/**
 * What a page that needs no script may run: no script file, and at most
 * one inline script, the page's own (app/components/page-script.tsx),
 * within this many bytes (docs/decisions.md, "Pages without scripts").
 * Data blocks such as JSON-LD run nothing and do not count.
 */
export const SCRIPT_FREE_BUDGET = {
  scriptFiles: 0,
  inlineScripts: 1,
  inlineScriptBytes: 1_000,
} as const;

/** The scripts a page ran: the files it fetched and the size of each inline script. */
export interface PageScripts {
  files: number;
  inlineBytes: readonly number[];
}

/** What breaks the budget of a page that needs no script, as sentences naming the route. */
export function scriptFreeProblems(
  route: string,
  { files, inlineBytes }: PageScripts,
): string[] {
  const problems: string[] = [];
  if (files > SCRIPT_FREE_BUDGET.scriptFiles)
    problems.push(`${route}: loads ${files} script files`);
  if (inlineBytes.length > SCRIPT_FREE_BUDGET.inlineScripts)
    problems.push(`${route}: has ${inlineBytes.length} inline scripts`);
  for (const bytes of inlineBytes.filter(
    (size) => size > SCRIPT_FREE_BUDGET.inlineScriptBytes,
  ))
    problems.push(
      `${route}: an inline script of ${bytes} bytes, over ${SCRIPT_FREE_BUDGET.inlineScriptBytes}`,
    );
  return problems;
}

export const BUDGET_NAMES: readonly BudgetName[] = [
  "firstLoadJsGzip",
  "cssGzip",
  "htmlGzip",
  "totalTransfer",
];

export const BUDGET_LABELS: Record<BudgetName, string> = {
  firstLoadJsGzip: "first-load JS (gzip)",
  cssGzip: "CSS (gzip)",
  htmlGzip: "HTML (gzip)",
  totalTransfer: "total transfer",
};

/** Bytes as kB with one decimal. */
export function kB(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

/** Each budget a route's measured sizes exceed, as a sentence naming route, budget and size. */
export function overBudget(
  route: string,
  sizes: Record<BudgetName, number>,
  names: readonly BudgetName[] = BUDGET_NAMES,
): string[] {
  return names
    .filter((name) => sizes[name] > BUDGETS[name])
    .map(
      (name) =>
        `${route}: ${BUDGET_LABELS[name]} is ${kB(sizes[name])}, over the ${kB(BUDGETS[name])} budget`,
    );
}
