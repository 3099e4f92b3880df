/**
 * What the accessibility statement claims, each claim beside the tests that
 * hold it. The statement's words are in app/messages/en|es/accessibility.tsx,
 * one per claim; a unit test (accessibility-claims.test.ts) checks that every
 * test named here exists, so a claim cannot outlive its test unseen.
 */

/** A test, by its file and words of its title (or of a `describe` around it). */
export interface ClaimTest {
  file: string;
  name: string;
}

export const CLAIM_TESTS = {
  // For visitors, in plain words.
  keyboard: [
    { file: "e2e/keyboard.spec.ts", name: "the drawer by keyboard alone" },
    { file: "e2e/keyboard.spec.ts", name: "visible focus" },
    { file: "e2e/a11y-states.spec.ts", name: "keyboard only" },
    {
      file: "e2e/a11y-manual.spec.ts",
      name: "focus is never hidden under the bar",
    },
  ],
  announced: [
    {
      file: "e2e/finder.spec.ts",
      name: "the polite region names each channel added or removed",
    },
    {
      file: "e2e/a11y-manual.spec.ts",
      name: "status messages land in a live region",
    },
    { file: "e2e/a11y-manual.spec.ts", name: "status messages are said once" },
  ],
  largeText: [
    { file: "e2e/every-route.spec.ts", name: "it fits 375px with 200 % text" },
    { file: "e2e/every-route.spec.ts", name: "320px with text spacing" },
    { file: "e2e/reflow.spec.ts", name: "at 320 px, also with text spacing" },
    { file: "e2e/reflow.spec.ts", name: "at 375 px with 200 % text" },
  ],
  placeKept: [
    {
      file: "e2e/a11y-manual.spec.ts",
      name: "opens the new page at its top, its heading focused",
    },
    {
      file: "e2e/language-choice.spec.ts",
      name: "keeps the scroll position on a page without scripts, both ways between /plus/faq and /es/plus/faq, with focus on the language link in view",
    },
    {
      file: "e2e/language-choice.spec.ts",
      name: "focus lands in view there, and after Back in both languages",
    },
    {
      file: "e2e/a11y-manual.spec.ts",
      name: "Back to a page without scripts",
    },
    {
      file: "engines/site-suite.ts",
      name: "Back to a page without scripts, after a link followed by keyboard",
    },
  ],
  settings: [
    {
      file: "e2e/keyboard.spec.ts",
      name: "prefers-reduced-motion stops the animation",
    },
    { file: "e2e/a11y-manual.spec.ts", name: "forced colours" },
    // Contrast: axe's color-contrast rule.
    { file: "e2e/every-route.spec.ts", name: "axe finds nothing" },
  ],
  voiceControl: [
    {
      file: "e2e/home.spec.ts",
      name: "Each store badge's accessible name starts with its visible words",
    },
  ],
  // For specialists: the standard, the tools and the techniques by name.
  axe: [
    { file: "e2e/every-route.spec.ts", name: "axe finds nothing" },
    { file: "e2e/data-errors.spec.ts", name: "which axe passes at 375" },
  ],
  lighthouse: [
    { file: "scripts/lib/lighthouse-runs.js", name: "SAMPLE_ROUTES" },
  ],
  modalMenu: [
    {
      file: "e2e/keyboard.spec.ts",
      name: "the drawer on a page without scripts",
    },
    {
      file: "engines/site-suite.ts",
      name: "on a page without scripts, the menu opens as a modal",
    },
  ],
  zoomedBar: [
    {
      file: "e2e/a11y-manual.spec.ts",
      name: "200 % text at 1280×720, 1024×768 and 375×740",
    },
    {
      file: "e2e/a11y-manual.spec.ts",
      name: "at 768 px the Packages prices need no sideways scrolling",
    },
  ],
  focusNotHidden: [
    {
      file: "e2e/a11y-manual.spec.ts",
      name: "Shift+Tab from the footer to the top",
    },
  ],
  forcedColours: [
    {
      file: "e2e/a11y-manual.spec.ts",
      name: "the Finder's active option stands apart from the others",
    },
  ],
} as const satisfies Record<string, readonly ClaimTest[]>;

export type Claim = keyof typeof CLAIM_TESTS;

/** The claims of the part for visitors, in order. */
export const VISITOR_CLAIMS = [
  "keyboard",
  "announced",
  "largeText",
  "placeKept",
  "settings",
  "voiceControl",
] as const satisfies readonly Claim[];

/** The claims of the technical part, in order. */
export const TECHNICAL_CLAIMS = [
  "axe",
  "lighthouse",
  "modalMenu",
  "zoomedBar",
  "focusNotHidden",
  "forcedColours",
] as const satisfies readonly Claim[];
