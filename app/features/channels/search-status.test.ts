import { describe, expect, it } from "vitest";

import {
  NAMED_SUGGESTIONS,
  searchStatus,
  suggestionLine,
} from "./search-status";

const channel = (id: number, channelName: string) => ({
  id,
  channelName,
  binary: 1,
});

describe("searchStatus", () => {
  it.each([
    ["", 0, [], ""],
    ["  ", 3, [], ""],
    ["xyz", 0, [], "No channel matches that name."],
    ["hallmark", 3, [], "3 channels match."],
    ["cnn", 1, [], "1 channel match."],
    ["music", 60, [], "60 channels match; here are the first 20."],
    [
      " MASN ",
      0,
      [channel(1, "MSNBC"), channel(2, "Jazz Masters")],
      'No channel called "MASN". Did you mean: MSNBC or Jazz Masters?',
    ],
  ])("for %j with %i matches says %j", (query, count, suggestions, line) => {
    expect(searchStatus(query, count, suggestions, 20)).toBe(line);
  });

  it("never calls a suggestion a match while something matches as typed", () => {
    expect(searchStatus("news", 2, [channel(1, "Newsy")], 20)).toBe(
      "2 channels match.",
    );
  });
});

describe("suggestionLine", () => {
  it(`names at most ${NAMED_SUGGESTIONS} suggestions`, () => {
    const many = Array.from({ length: NAMED_SUGGESTIONS + 2 }, (_, index) =>
      channel(index + 1, `Channel ${index + 1}`),
    );
    expect(suggestionLine("Chanel", many)).toBe(
      'No channel called "Chanel". Did you mean: Channel 1, Channel 2, Channel 3, Channel 4, or Channel 5?',
    );
  });
});
