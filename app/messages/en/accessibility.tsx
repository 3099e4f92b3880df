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
    points: [
      "Automated tests check every page with the axe accessibility checker at a phone's width and a desktop's, and again with its lists loaded, its steps shown and a failed load.",
      "Keyboard-only tests open and close the menu, choose a package, follow the setup steps and retry a failed load without a mouse, and check that every stop of the Tab order shows where the focus is.",
      "Lighthouse audits every page as a phone sees it and must score 100 for accessibility.",
      "The pages follow your system's reduced-motion setting, and text and controls keep their contrast on the dark theme.",
      "With the browser's text size doubled, on a laptop's screen and a tablet's, the logo and the language link stay whole and on screen, the menu takes over when the links no longer fit, and the bar never covers a page's heading or takes more than a quarter of the screen.",
      "Going backwards with Shift+Tab through the questions and answers, Compare and the Channel Finder, no focused link or control is hidden under the bar.",
      "With your system's high-contrast colours (forced colours), the Channel Finder still shows which suggestion Enter adds, and the logo's name takes your text colour.",
      "What a tool says as you use it (the saving against your bill, a bill it cannot read, a copied link, a chosen package, a list loading and then loaded, no package chosen on Compare) is announced by screen readers, in both languages.",
      "After you follow a link, focus starts at the new page's heading, as it does when a page loads.",
      "With wider letter, word, line and paragraph spacing, as some readers set it, no page is wider than a 320-pixel screen.",
    ],
  },
  limits: {
    title: "Known limitations",
    points: [
      "The package, channel and setup lists are loaded by JavaScript. With JavaScript turned off, those pages show their text and links but not the lists.",
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
