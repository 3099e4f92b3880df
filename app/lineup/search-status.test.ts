import { describe, expect, it } from "vitest";

import { nameSearch as en } from "~/messages/en/name-search";
import { nameSearch as es } from "~/messages/es/name-search";

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
  it("names the genre asked for, with its count, in each language", () => {
    expect(searchStatus(en, "sports", 23, [], 50, "sports")).toBe(
      "Sports channels (23)",
    );
    expect(searchStatus(es, "deportes", 23, [], 50, "sports")).toBe(
      "Canales de deportes (23)",
    );
    expect(searchStatus(en, "local", 6, [], 50, "local")).toBe(
      "Local network channels (6)",
    );
    expect(searchStatus(en, "music", 60, [], 20, "music")).toBe(
      "Music channels (60); here are the first 20.",
    );
    expect(searchStatus(es, "música", 60, [], 20, "music")).toBe(
      "Canales de música (60); aquí tienes los primeros 20.",
    );
  });

  it.each([
    ["", 0, [], ""],
    ["  ", 3, [], ""],
    ["xyz", 0, [], "No channel matches that name."],
    ["hallmark", 3, [], "3 channels match."],
    ["cnn", 1, [], "1 channel matches."],
    ["music", 60, [], "60 channels match; here are the first 20."],
    [
      " MASN ",
      0,
      [channel(1, "MSNBC"), channel(2, "Jazz Masters")],
      'No channel called "MASN". Did you mean: MSNBC or Jazz Masters?',
    ],
  ])("for %j with %i matches says %j", (query, count, suggestions, line) => {
    expect(searchStatus(en, query, count, suggestions, 20)).toBe(line);
  });

  it.each([
    ["xyz", 0, [], "Ningún canal coincide con ese nombre."],
    ["cnn", 1, [], "1 canal coincide."],
    ["musica", 3, [], "3 canales coinciden."],
    ["music", 60, [], "60 canales coinciden; aquí tienes los primeros 20."],
    [
      "MASN",
      0,
      [channel(1, "MSNBC"), channel(2, "Jazz Masters")],
      'No hay ningún canal llamado "MASN". ¿Quisiste decir: MSNBC o Jazz Masters?',
    ],
  ])(
    "in Spanish, for %j with %i matches says %j",
    (query, count, suggestions, line) => {
      expect(searchStatus(es, query, count, suggestions, 20)).toBe(line);
    },
  );

  it("never calls a suggestion a match while something matches as typed", () => {
    expect(searchStatus(en, "news", 2, [channel(1, "Newsy")], 20)).toBe(
      "2 channels match.",
    );
  });
});

describe("suggestionLine", () => {
  it(`names at most ${NAMED_SUGGESTIONS} suggestions`, () => {
    const many = Array.from({ length: NAMED_SUGGESTIONS + 2 }, (_, index) =>
      channel(index + 1, `Channel ${index + 1}`),
    );
    expect(suggestionLine(en, "Chanel", many)).toBe(
      'No channel called "Chanel". Did you mean: Channel 1, Channel 2, Channel 3, Channel 4 or Channel 5?',
    );
  });
});
