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
  /** The part for visitors, in plain words: what they can count on, then what falls short. */
  visitors: {
    title: "What you can count on",
    limitsTitle: "What still falls short",
    limits: [
      "The package, channel and setup lists need JavaScript. With it turned off, those pages show their text and links but not the lists.",
      "Channel lineups are long lists. The channel search and the Channel Finder are the quicker way to a single channel.",
      "Compare's table of every channel against every package is wider than a phone's screen: it scrolls sideways inside its own frame, with the channel names kept in view.",
      "Automated checks do not catch every problem. If something stops you, we want to hear about it.",
    ],
  },
  /**
   * Each claim of the statement, by the key under which
   * app/config/accessibility-claims.ts names the tests that hold it.
   */
  claims: {
    keyboard:
      "Everything works with a keyboard alone, and you can always see where you are.",
    announced:
      "Screen readers say what changes as you use the tools: each channel you add to or remove from the Channel Finder, and its new answer; the package you choose; a package hidden or shown on Compare; the setup steps as they appear; and a list as it loads.",
    largeText:
      "You can double the text size, or widen the spacing between letters, words and lines, and still read our pages on a phone without scrolling sideways.",
    placeKept:
      "A link opens its page at the top, starting from the heading. Switching language keeps your place on the page, and the keyboard stays on the language link. Going back to a page keeps your place there too, and the keyboard goes on from where you were.",
    settings:
      "The site follows your device's settings for less motion and for high-contrast colors, and its text keeps its contrast on the dark background.",
    voiceControl:
      "Each app store button's name starts with the words it shows, so you can say what you see to voice control.",
    axe: "The axe checker reads every screen in both languages, at a phone's width and a desktop's, against the WCAG 2.2 AA rules and its best practices, and again when a list fails to load.",
    lighthouse:
      "Lighthouse audits one page of each kind as a phone sees it, and each must score 100 for accessibility.",
    modalMenu:
      'The menu is a modal dialog that keeps focus inside it, also on pages that load no JavaScript, in browsers that support HTML\'s invoker commands (command="show-modal"); elsewhere it falls back to a popover. Escape and its close button give focus back to the menu button. Checked in Chromium, Firefox and WebKit.',
    zoomedBar:
      "At 200 % text on 1280×720 and 1024×768 screens, the logo and the language link stay whole on screen, and the fixed bar never covers a page's heading or takes more than a quarter of the height; at 375 px the menu button stays whole on screen, and at 768 px the package prices need no sideways scrolling.",
    focusNotHidden:
      "Going backwards with Shift+Tab through the questions and answers, Compare and the Channel Finder at 1280×720, no focused link or control is hidden under the fixed bar (WCAG 2.4.11).",
    forcedColours:
      "In forced-colors mode, the Channel Finder's active suggestion stands apart from the others, and the wordmark takes the text color.",
  },
  /** The part for specialists: the standard, the tools and the techniques by name. */
  technical: {
    title: "For specialists: the standard and how we test",
    standard:
      "This website aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.",
    limitsTitle: "Known technical limits",
    limits: [
      "In a browser without HTML's invoker commands, the menu of a page that loads no JavaScript (Sign Up, the questions and answers, and the channel and setup pages, among others) is a popover that does not hold focus: Tab can move on to the page behind it. Escape still closes it.",
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
