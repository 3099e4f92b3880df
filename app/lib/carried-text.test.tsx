import { beforeEach, describe, expect, it } from "vitest";

import { LANGUAGE_MOVE_KEY } from "~/components/page-script";

import { carriedText } from "./carried-text";

const NOW = 1_000_000;
const keep = (value: unknown) =>
  sessionStorage.setItem(LANGUAGE_MOVE_KEY, JSON.stringify(value));

describe("carriedText", () => {
  beforeEach(() => sessionStorage.clear());

  it("reads the field's words kept for this page", () => {
    keep(["/es/plus/channels", 300, NOW - 500, { channel: "tcm" }]);
    expect(carriedText("channel", "/es/plus/channels", NOW)).toBe("tcm");
  });

  it.each<[string, unknown]>([
    ["another page", ["/plus/channels", 0, NOW, { channel: "tcm" }]],
    [
      "a move that is too old",
      ["/es/plus/channels", 0, NOW - 60_000, { channel: "tcm" }],
    ],
    ["another field", ["/es/plus/channels", 0, NOW, { filter: "tcm" }]],
    ["words that are not text", ["/es/plus/channels", 0, NOW, { channel: 7 }]],
    ["another shape", { channel: "tcm" }],
  ])("gives nothing for %s", (_, value) => {
    keep(value);
    expect(carriedText("channel", "/es/plus/channels", NOW)).toBe("");
  });

  it("gives nothing for nothing kept, or for what is not JSON", () => {
    expect(carriedText("channel", "/es/plus/channels", NOW)).toBe("");
    sessionStorage.setItem(LANGUAGE_MOVE_KEY, "{");
    expect(carriedText("channel", "/es/plus/channels", NOW)).toBe("");
  });
});
