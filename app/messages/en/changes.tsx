import { site } from "~/config/site";
import { wordsHandle } from "~/i18n/words";

import type { ChangeWords } from "~/features/lineup-pages/change-lines";

const lines: ChangeWords = {
  added: (channel, packages) => `${channel} joined the lineup, in ${packages}.`,
  removed: (channel, packages) =>
    `${channel} left the lineup; it was in ${packages}.`,
  joined: (channel, packages) => `${channel} joined ${packages}.`,
  left: (channel, packages) => `${channel} left ${packages}.`,
  renamed: (from, to) => `${from} is now called ${to}.`,
};

/** The lineup's record of changes in English; ../es/changes.tsx has the same keys. */
export const changes = {
  meta: {
    title: "Lineup changes",
    description: `Channels added to and removed from the ${site.name} lineup, and the packages they joined or left, newest first.`,
  },
  title: "Lineup changes",
  lead: `Channels that joined or left the ${site.name} lineup, and the packages they joined or left, newest first.`,
  none: "No changes yet: the lineup has not changed since this record began.",
  feed: "Follow these changes in a feed reader (Atom)",
  /** The feed's own title. */
  feedTitle: `${site.name} lineup changes`,
  lines,
};

export type ChangesMessages = typeof changes;

/** This catalogue as the route above its page (app/i18n/words.ts). */
export const handle = wordsHandle("changes", changes);
