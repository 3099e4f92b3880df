import { describe, expect, it } from "vitest";

import {
  inlineHashes,
  isExecutableScript,
  sha256Source,
} from "./inline-hashes";

// The hash of this script as given in the CSP documentation.
const HELLO = "alert('Hello, world.');";
const HELLO_HASH = "sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=";

describe("sha256Source", () => {
  it("matches the browsers' hash of a script", () => {
    expect(sha256Source(HELLO)).toBe(HELLO_HASH);
  });
});

describe("inlineHashes", () => {
  it("hashes inline scripts, once each, and skips external ones", () => {
    const html = `<!DOCTYPE html><html><head><script src="/a.js"></script>
      <script>${HELLO}</script></head><body><script>${HELLO}</script>
      <script type="module">import "/b.js";</script></body></html>`;
    expect(inlineHashes(html).scripts).toEqual([
      HELLO_HASH,
      sha256Source('import "/b.js";'),
    ]);
  });

  it("hashes the text as the browser parses it (CRLF becomes LF)", () => {
    expect(inlineHashes("<script>a()\r\nb()</script>").scripts).toEqual([
      sha256Source("a()\nb()"),
    ]);
  });

  it("finds scripts inside templates and hidden containers", () => {
    const html = `<template><script>${HELLO}</script></template>`;
    expect(inlineHashes(html).scripts).toEqual([HELLO_HASH]);
  });

  it("hashes style elements and style attributes apart from scripts", () => {
    const html = `<style>p{color:red}</style><p style="color: blue">x</p>`;
    expect(inlineHashes(html)).toEqual({
      scripts: [],
      styles: [sha256Source("p{color:red}")],
      styleAttributes: [sha256Source("color: blue")],
    });
  });

  it("leaves out data blocks such as JSON-LD, which never run and CSP never checks", () => {
    const html = `<script type="application/ld+json">{"@type":"TelevisionChannel"}</script>
      <script type="text/plain">not code</script><script>${HELLO}</script>`;
    expect(inlineHashes(html).scripts).toEqual([HELLO_HASH]);
  });

  it("finds nothing in a page without inline code", () => {
    expect(inlineHashes("<p>Hello</p>")).toEqual({
      scripts: [],
      styles: [],
      styleAttributes: [],
    });
  });
});

describe("isExecutableScript", () => {
  it.each([
    [undefined, undefined, true],
    ["", undefined, true],
    ["text/javascript", undefined, true],
    [" Text/JavaScript ", undefined, true],
    ["text/javascript; charset=utf-8", undefined, true],
    ["application/ecmascript", undefined, true],
    ["module", undefined, true],
    ["importmap", undefined, true],
    ["speculationrules", undefined, true],
    [undefined, "JavaScript", true],
    [undefined, "", true],
    ["", "vbscript", true],
    [undefined, "vbscript", false],
    ["application/ld+json", undefined, false],
    ["application/json", undefined, false],
    ["text/template", undefined, false],
  ])("type %j, language %j → %s", (type, language, expected) => {
    expect(isExecutableScript(type, language)).toBe(expected);
  });
});
