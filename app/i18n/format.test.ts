import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { countWord, countWordCapitalized } from "./count-word";
import { joinList, plural } from "./format";

describe("countWord", () => {
  it.each([
    [0, "zero", "cero"],
    [4, "four", "cuatro"],
    [5, "five", "cinco"],
    [10, "ten", "diez"],
    [11, "11", "11"],
    [72, "72", "72"],
    [-1, "-1", "-1"],
    [2.5, "2.5", "2.5"],
  ])("writes %s as %s and %s", (count, english, spanish) => {
    expect(countWord("en", count)).toBe(english);
    expect(countWord("es", count)).toBe(spanish);
  });

  it("capitalizes words and leaves digits alone", () => {
    expect(countWordCapitalized("en", 4)).toBe("Four");
    expect(countWordCapitalized("es", 5)).toBe("Cinco");
    expect(countWordCapitalized("en", 72)).toBe("72");
  });
});

describe("plural", () => {
  const channels = { one: "1 channel", other: "many channels" };
  it.each([
    ["en", 1, "1 channel"],
    ["en", 0, "many channels"],
    ["en", 2, "many channels"],
    ["es", 1, "1 channel"],
    ["es", 0, "many channels"],
    ["es", 61, "many channels"],
  ] as const)("picks the %s form for %s", (locale, count, expected) => {
    expect(plural(locale, count, channels)).toBe(expected);
  });

  it("falls back to `other` for a category the message has no form for", () => {
    // Spanish counts a million with its own category ("many").
    expect(plural("es", 1_000_000, { one: "uno", other: "otros" })).toBe(
      "otros",
    );
    expect(
      plural("es", 1_000_000, { one: "uno", many: "muchos", other: "otros" }),
    ).toBe("muchos");
  });
});

describe("joinList", () => {
  it("joins with each language's words", () => {
    expect(joinList("en", ["ESPN", "CNN", "FOX"])).toBe("ESPN, CNN and FOX");
    expect(joinList("es", ["ESPN", "CNN", "FOX"])).toBe("ESPN, CNN y FOX");
    expect(joinList("en", ["ESPN", "CNN"], "or")).toBe("ESPN or CNN");
    expect(joinList("en", ["A", "B", "C"], "or")).toBe("A, B or C");
    expect(joinList("es", ["Roku", "Android"], "or")).toBe("Roku o Android");
  });

  it("says “e” before an i sound in Spanish", () => {
    expect(joinList("es", ["Android", "iOS"])).toBe("Android e iOS");
  });

  it("says “u” before an o sound in Spanish", () => {
    expect(joinList("es", ["Roku", "Opera"], "or")).toBe("Roku u Opera");
  });

  // Written out, it must say what the Unicode list patterns say: Intl.ListFormat
  // (Node's full ICU) on every channel name of the shipped lineup, and on
  // words at the edges of Spanish's "e" and "u".
  it("joins as Intl.ListFormat does, in both languages and both kinds", () => {
    const lineup: unknown = JSON.parse(
      readFileSync("public/json/channels/channels.json", "utf8"),
    );
    const names = (
      Reflect.get(Object(lineup), "channels") as { channelName: string }[]
    ).map(({ channelName }) => channelName);
    expect(names.length).toBeGreaterThan(100);
    const edges = [
      ...["iOS", "Iris", "hi", "Hi", "hia", "hielo", "hio", "Historia"],
      ...["HBO", "íntimo", "Ídolo", "yo", "e", "ok", "Oxígeno", "ho", "Hola"],
      ...["HOY", "8", "80", "11", "110", "11a", "ú", "Ómnibus", "u", "o"],
      ...[" iOS", "", "(i)"],
    ];
    const intlLocale = { en: "en-GB", es: "es-US" } as const;
    for (const locale of ["en", "es"] as const) {
      for (const kind of ["and", "or"] as const) {
        const intl = new Intl.ListFormat(intlLocale[locale], {
          style: "long",
          type: kind === "and" ? "conjunction" : "disjunction",
        });
        const lists = [
          [],
          ["ESPN"],
          ...[...names, ...edges].flatMap((last, index) => [
            ["A", last],
            [names[index % names.length] ?? "B", "C", "D", last],
          ]),
        ];
        for (const list of lists) {
          expect(joinList(locale, list, kind), list.join(" | ")).toBe(
            intl.format(list),
          );
        }
      }
    }
  });
});
