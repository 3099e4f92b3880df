import { describe, expect, it } from "vitest";

import type { Channel } from "~/data/schemas";
import { finder as en } from "~/messages/en/finder";
import { finder as es } from "~/messages/es/finder";

import { choiceChange, finderStatus } from "./finder-status";

const channel = (id: number, channelName: string): Channel => ({
  id,
  channelName,
  binary: 1,
});
const espn = channel(1, "ESPN");
const cnn = channel(2, "CNN");
const hbo = channel(3, "HBO");

describe.each([
  ["en", en.changed],
  ["es", es.changed],
])("the Finder's polite message (%s)", (_, words) => {
  it("names each channel added or removed, added first", () => {
    expect(choiceChange(words, [], [espn])).toBe(words.added(["ESPN"]));
    expect(choiceChange(words, [espn], [espn, cnn, hbo])).toBe(
      words.added(["CNN", "HBO"]),
    );
    expect(choiceChange(words, [espn, cnn], [cnn])).toBe(
      words.removed(["ESPN"]),
    );
    expect(choiceChange(words, [espn, cnn], [cnn, hbo])).toBe(
      `${words.added(["HBO"])} ${words.removed(["ESPN"])}`,
    );
    expect(choiceChange(words, [espn], [espn])).toBe("");
  });

  it("says the answer only when it changes", () => {
    const cheapest = "Cheapest: Core, $34.50/mo.";
    expect(
      finderStatus(
        words,
        { channels: [], answer: "" },
        { channels: [espn], answer: cheapest },
      ),
    ).toBe(`${words.added(["ESPN"])} ${cheapest}`);
    // An add that leaves the answer as it was is said by name alone.
    expect(
      finderStatus(
        words,
        { channels: [espn], answer: cheapest },
        { channels: [espn, cnn], answer: cheapest },
      ),
    ).toBe(words.added(["CNN"]));
    // Removing the last channel takes the answer away: the removal is said.
    expect(
      finderStatus(
        words,
        { channels: [espn], answer: cheapest },
        { channels: [], answer: "" },
      ),
    ).toBe(words.removed(["ESPN"]));
    // A bill typed with the same channels: the answer's new words alone.
    expect(
      finderStatus(
        words,
        { channels: [espn], answer: cheapest },
        { channels: [espn], answer: `${cheapest} Saving.` },
      ),
    ).toBe(`${cheapest} Saving.`);
  });

  it("names every channel, joined as the language joins a list", () => {
    expect(words.added(["ESPN", "CNN", "HBO"])).toMatch(
      /ESPN, CNN (and|y) HBO/,
    );
  });
});
