// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";

import { CARRY_ATTRIBUTE, carriedText, carryTexts } from "./carried-text";

const NOW = 1_000_000;

describe("carried words", () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <input name="channel" ${CARRY_ATTRIBUTE} value="tcm">
      <input name="filter" ${CARRY_ATTRIBUTE} value="">
      <input name="other" value="kept out">`;
    carryTexts("/es/plus/channels", NOW - 500);
  });

  it("gives a field the words its namesake held on the page the visitor left", () => {
    expect(carriedText("channel", "/es/plus/channels", NOW)).toBe("tcm");
  });

  it.each<[string, string, string, number]>([
    ["another page", "channel", "/plus/channels", NOW],
    [
      "words carried too long ago",
      "channel",
      "/es/plus/channels",
      NOW + 60_000,
    ],
    ["an empty field", "filter", "/es/plus/channels", NOW],
    ["a field that takes no part", "other", "/es/plus/channels", NOW],
  ])("gives nothing for %s", (_, name, path, now) => {
    expect(carriedText(name, path, now)).toBe("");
  });
});
