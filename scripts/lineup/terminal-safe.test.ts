import { describe, expect, it } from "vitest";

import { terminalSafe } from "./terminal-safe";

describe("terminalSafe", () => {
  it.each([
    [
      "an escape sequence",
      "\u001b[2J\u001b]0;title\u0007",
      "\\u001b[2J\\u001b]0;title\\u0007",
    ],
    ["a C1 control", "a\u009bb", "a\\u009bb"],
    [
      "a bidi override and isolate",
      "\u202eNNC\u2066x\u2069",
      "\\u202eNNC\\u2066x\\u2069",
    ],
    ["a lone carriage return", "100%\rdone", "100%\\u000ddone"],
    ["a line separator", "a\u2028b", "a\\u2028b"],
  ])("escapes %s", (_, text, shown) => {
    expect(terminalSafe(text)).toBe(shown);
  });

  it("keeps line feeds, tabs, CRLF line ends and ordinary text", () => {
    const text = 'Added "Café TV" (id 253)\n\tcore\r\n"A&E",1,0\r\n🎬\n';
    expect(terminalSafe(text)).toBe(text);
  });
});
