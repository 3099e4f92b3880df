import { describe, expect, it } from "vitest";

import { xmlText } from "./xml-text";

describe("xmlText", () => {
  it("escapes markup, quotes and apostrophes", () => {
    expect(xmlText(`Fish & Chips <"TV"> 'n' more`, "a name")).toBe(
      "Fish &amp; Chips &lt;&quot;TV&quot;&gt; &apos;n&apos; more",
    );
  });

  it.each(["Galavisión", "tab\there", "line\nbreak", "\ufffd", "\u{1f4fa}"])(
    "writes %j, which XML allows",
    (text) => {
      expect(() => xmlText(text, "a name")).not.toThrow();
    },
  );

  it.each([
    ["U+0000", "\u0000"],
    ["U+0008", "\b"],
    ["U+000B", "\u000b"],
    ["U+001F", "\u001f"],
    ["U+D800", "\ud800"],
    ["U+DFFF", "\udfff"],
    ["U+FFFE", "\ufffe"],
    ["U+FFFF", "\uffff"],
  ])("refuses %s, naming where it comes from", (label, character) => {
    expect(() =>
      xmlText(`CNN${character}`, 'the entry "2026-11-27-1"'),
    ).toThrow(
      `the entry "2026-11-27-1" holds ${label}, a character XML 1.0 forbids`,
    );
  });
});
