import { describe, expect, it } from "vitest";

import { joinList } from "~/i18n/format";
import { nameSearch as en } from "~/messages/en/name-search";
import { nameSearch as es } from "~/messages/es/name-search";

import { SAMPLE_FACTS } from "../../test/support/business-facts";
import type { KindAnswer } from "./channel-search";
import { localStations } from "./local-stations";
import { CLOSE_SPELLINGS } from "./name-match";
import { kindHeading, notCarriedLine, searchStatus } from "./search-status";

const channel = (id: number, channelName: string) => ({
  id,
  channelName,
  binary: 1,
});
const genre = (...genres: KindAnswer["genres"]): KindAnswer => ({
  genres,
  topic: null,
});
const topic: KindAnswer = {
  genres: ["sports", "spanish"],
  topic: {
    words: ["Liga MX"],
    genres: ["sports", "spanish"],
    first: [],
    heading: {
      en: "Channels for Liga MX and other Spanish-language sports",
      es: "Canales para la Liga MX y otros deportes en español",
    },
  },
};

describe("searchStatus", () => {
  it("names the kind asked for, with its count, in each language", () => {
    expect(searchStatus(en, "sports", 23, [], 50, genre("sports"))).toBe(
      "Sports channels (23)",
    );
    expect(searchStatus(es, "deportes", 23, [], 50, genre("sports"))).toBe(
      "Canales de deportes (23)",
    );
    expect(searchStatus(en, "music", 60, [], 20, genre("music"))).toBe(
      "Music channels (60); here are the first 20.",
    );
    expect(searchStatus(es, "música", 60, [], 20, genre("music"))).toBe(
      "Canales de música (60); aquí tienes los primeros 20.",
    );
  });

  it("names a topic by its own heading, in the page's language", () => {
    expect(searchStatus(en, "liga mx", 6, [], 20, topic)).toBe(
      "Channels for Liga MX and other Spanish-language sports (6)",
    );
    expect(searchStatus(es, "liga mx", 6, [], 20, topic)).toBe(
      "Canales para la Liga MX y otros deportes en español (6)",
    );
  });

  it.each([
    ["", 0, [], ""],
    ["  ", 3, [], ""],
    ["MASN", 0, [], "“MASN” isn’t in our lineup."],
    ["hallmark", 3, [], "3 channels match."],
    ["cnn", 1, [], "1 channel matches."],
    ["music", 60, [], "60 channels match; here are the first 20."],
    [
      " Discovry ",
      0,
      [channel(1, "Discovery Channel"), channel(2, "Discovery Family")],
      "“Discovry” isn’t in our lineup. Did you mean Discovery Channel or Discovery Family?",
    ],
  ])("for %j with %i matches says %j", (query, count, suggestions, line) => {
    expect(searchStatus(en, query, count, suggestions, 20)).toBe(line);
  });

  it.each([
    ["MASN", 0, [], "“MASN” no está en nuestra lista de canales."],
    ["cnn", 1, [], "1 canal coincide."],
    ["musica", 3, [], "3 canales coinciden."],
    ["music", 60, [], "60 canales coinciden; aquí tienes los primeros 20."],
    [
      "Discovry",
      0,
      [channel(1, "Discovery Channel"), channel(2, "Discovery Family")],
      "“Discovry” no está en nuestra lista de canales. ¿Quisiste decir Discovery Channel o Discovery Family?",
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

describe("kindHeading", () => {
  it.each([
    [
      genre("news", "spanish"),
      "Spanish-language news channels",
      "Canales de noticias en español",
    ],
    [
      genre("kids", "spanish"),
      "Spanish-language kids and family channels",
      "Canales infantiles y familiares en español",
    ],
    [
      genre("news", "sports"),
      "Channels listed as news and sports",
      "Canales que figuran como noticias y deportes",
    ],
    [
      genre("news", "sports", "spanish"),
      "Spanish-language channels listed as news and sports",
      "Canales que figuran como noticias y deportes en español",
    ],
  ])("words genres together", (kind, english, spanish) => {
    expect(kindHeading(en, kind)).toBe(english);
    expect(kindHeading(es, kind)).toBe(spanish);
  });
});

describe("notCarriedLine", () => {
  it(`names at most ${CLOSE_SPELLINGS} close spellings, and shortens a long query`, () => {
    const many = Array.from({ length: CLOSE_SPELLINGS + 2 }, (_, index) =>
      channel(index + 1, `Channel ${index + 1}`),
    );
    expect(notCarriedLine(en, "Chanel", many)).toBe(
      "“Chanel” isn’t in our lineup. Did you mean Channel 1, Channel 2 or Channel 3?",
    );
    expect(notCarriedLine(en, "x".repeat(200), [])).toBe(
      `“${"x".repeat(59)}…” isn’t in our lineup.`,
    );
  });
});

describe("a search that finds nothing, and the local stations", () => {
  // Two local networks in every primary package (entries 1–4), one only in an add-on.
  const lineup = {
    packages: [
      { name: "core" as const, title: "Core" },
      { name: "essentials" as const, title: "Essentials" },
      { name: "elite" as const, title: "Elite" },
      { name: "ultimate" as const, title: "Ultimate" },
      { name: "latino" as const, title: "Latino" },
    ],
    channels: [
      { id: 1, channelName: "Beta 3", binary: 15, genres: ["local" as const] },
      { id: 2, channelName: "Gamma 8", binary: 64, genres: ["local" as const] },
      { id: 3, channelName: "Idem 12", binary: 15, genres: ["local" as const] },
    ],
  };
  const networks = ["Beta 3", "Idem 12"];
  const unset = localStations(lineup, {});
  const set = localStations(lineup, SAMPLE_FACTS);
  const close = [channel(4, "Columbia")];

  it.each([en, es])(
    "names the networks every primary package carries, joined as the language joins a list ($locale)",
    (words) => {
      const sentence = words.localNetworks(networks);
      expect(sentence).toContain(joinList(words.locale, networks));
      expect(notCarriedLine(words, " Columbus ", [], unset)).toBe(
        `${words.notCarried("Columbus")} ${sentence}`,
      );
      expect(searchStatus(words, "WBNS", 0, [], 20, null, unset)).toBe(
        `${words.notCarried("WBNS")} ${sentence}`,
      );
    },
  );

  it.each([en, es])(
    "says how stations are chosen, when the business has said ($locale)",
    (words) => {
      expect(notCarriedLine(words, "10TV", [], set)).toBe(
        `${words.notCarried("10TV")} ${words.localNetworks(networks)} ${SAMPLE_FACTS.localStations[words.locale]}`,
      );
    },
  );

  it.each([en, es])(
    "says nothing of local stations when a name is spelled close, or no local network is in every primary ($locale)",
    (words) => {
      const typedClose = words.didYouMean("Columbus", "Columbia");
      expect(notCarriedLine(words, "Columbus", close, set)).toBe(typedClose);
      expect(searchStatus(words, "Columbus", 0, close, 20, null, set)).toBe(
        typedClose,
      );
      const none = localStations(
        { ...lineup, channels: lineup.channels.slice(1, 2) },
        SAMPLE_FACTS,
      );
      expect(notCarriedLine(words, "Columbus", [], none)).toBe(
        words.notCarried("Columbus"),
      );
    },
  );

  it("says nothing of local stations while something matches or a kind is asked for", () => {
    expect(searchStatus(en, "news", 2, [], 20, null, set)).toBe(en.matches(2));
    expect(
      searchStatus(
        en,
        "local",
        2,
        [],
        20,
        { genres: ["local"], topic: null },
        set,
      ),
    ).toBe(en.kind(en.genres.local, 2, 20));
  });
});
