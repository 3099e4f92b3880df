import type { ReactNode } from "react";

import { site } from "~/config/site";
import { wordsHandle } from "~/i18n/words";

/**
 * The Accessibility page in English. The Spanish catalogue,
 * ../es/accessibility.tsx, has the same keys and states the same facts.
 */
export const accessibility = {
  meta: {
    title: "Accessibility",
    description: `The accessibility standard ${site.name}'s website holds to, how we test it, what we know falls short, and how to tell us about a problem.`,
  },
  title: "Accessibility",
  lead: "Everyone should be able to compare our packages and find their channels, with a keyboard, a screen reader, a zoomed-in screen or a phone.",
  standard: {
    title: "The standard we hold to",
    body: "This website aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.",
  },
  testing: {
    title: "How we test it",
    // Each claim names, beside it, the tests that hold it.
    points: [
      // e2e/every-route.spec.ts "every route"; e2e/channel-pages.spec.ts;
      // e2e/channels.spec.ts, e2e/instructions.spec.ts, e2e/data-errors.spec.ts (axe in each state)
      "Automated tests check every screen in both languages, and a sample of the channel and setup pages, with the axe accessibility checker at a phone's width and a desktop's, and again with the lists loaded, the setup steps shown and a failed load.",
      // e2e/keyboard.spec.ts "the drawer by keyboard alone", "visible focus"; e2e/a11y-states.spec.ts "keyboard only"
      "Keyboard-only tests open and close the menu, choose a package, follow the setup steps and retry a failed load without a mouse, and check that every stop of the Tab order draws a focus ring.",
      // e2e/keyboard.spec.ts "the drawer on a page without scripts"; e2e/layout.spec.ts "drawer at 375px";
      // engines/site-suite.ts "on a page without scripts, the menu opens as a modal…" (Firefox, WebKit)
      "The menu is a dialog that keeps the focus inside it while it is open, also on pages that load no JavaScript in browsers that support HTML's invoker commands. Escape and its close button take you back to the menu button.",
      // npm run test:lighthouse (scripts/lib/lighthouse-runs.js, SAMPLE_ROUTES)
      "Lighthouse audits a sample of pages, the tools and the data screens among them, as a phone sees them, and each must score 100 for accessibility.",
      // e2e/keyboard.spec.ts "reduced motion"; contrast: axe's color-contrast rule in e2e/every-route.spec.ts
      "The pages follow your system's reduced-motion setting, and text and controls keep their contrast on the dark theme.",
      // e2e/a11y-manual.spec.ts "200 % text at 1280×720", "200 % text at 1024×768", "200 % text on a phone and a tablet"
      "With the browser's text size doubled, on a laptop's screen and a tablet's, the logo and the language link stay whole and on screen, the menu takes over when the links no longer fit, and the bar never covers a page's heading or takes more than a quarter of the screen. On a phone the menu button stays whole on screen, and on a tablet the package prices need no sideways scrolling.",
      // e2e/a11y-manual.spec.ts "focus is never hidden under the bar (1280×720)"
      "Going backwards with Shift+Tab through the questions and answers, Compare and the Channel Finder, no focused link or control is hidden under the site's bar.",
      // e2e/a11y-manual.spec.ts "forced colours"
      "With your system's high-contrast colours (forced colours), the Channel Finder still shows which suggestion Enter adds, and the logo's name takes your text colour.",
      // e2e/a11y-manual.spec.ts "status messages land in a live region", "status messages are said once"; e2e/finder.spec.ts
      "What a tool says as you use it is announced by screen readers, in both languages: the saving against your bill once you stop typing, a bill it cannot read, a copied link (once), a chosen package, a package hidden or shown on Compare, the setup steps as they appear, a list loading and then loaded, and no package chosen on Compare.",
      // e2e/a11y-manual.spec.ts "focus after a move to another page"
      "After you follow a link, the new page starts at its top, with the focus on its heading, as when a page loads.",
      // e2e/a11y-manual.spec.ts "text spacing at 320 px"; e2e/reflow.spec.ts
      "With wider letter, word, line and paragraph spacing, as some readers set it, no page is wider than a 320-pixel screen. We check every screen in both languages, and the channel and setup pages with the longest words.",
      // e2e/a11y-manual.spec.ts "store badges"; e2e/home.spec.ts
      "Each app store button's name starts with the words it shows, so you can say what you see to voice control.",
    ],
  },
  limits: {
    title: "Known limitations",
    points: [
      "The package, channel and setup lists are loaded by JavaScript. With JavaScript turned off, those pages show their text and links but not the lists.",
      "In a browser that does not support HTML's invoker commands yet, the menu of a page that loads no JavaScript (Sign Up, the questions and answers, and the channel and setup pages, among others) does not hold the focus: Tab can move on to the page behind it. Escape still closes it.",
      "Channel lineups are long lists. The channel search and the Channel Finder are the quicker way to a single channel.",
      "Compare's table of every channel against every package is wider than a phone's screen: it scrolls sideways inside its own frame, with the channel names kept in view.",
      "Automated checks do not catch every problem. If something stops you, we want to hear about it.",
    ],
  },
  report: {
    title: "Tell us about a problem",
    body: (mail: ReactNode) => (
      <>Email {mail} with the page and what got in your way.</>
    ),
    subject: `Accessibility problem on the ${site.name} website`,
  },
};

export type AccessibilityMessages = typeof accessibility;

/** This catalogue as the route above its page (app/i18n/words.ts). */
export const handle = wordsHandle("accessibility", accessibility);
