// @vitest-environment jsdom
import { describe, expect, it } from "vitest";

import { changeEntrySchema } from "~/data/changes-schema";
import { changes } from "~/messages/en/changes";
import * as v from "valibot";

import { changesFeedXml } from "./changes-feed";
import { newestFirst } from "./change-lines";

const ATOM = "http://www.w3.org/2005/Atom";
const RFC3339 =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const entries = newestFirst(
  [
    {
      id: "2026-11-27-1",
      date: "2026-11-27",
      added: [{ id: 253, channelName: "Test & Co", packages: ["core"] }],
    },
    {
      id: "2026-11-28-1",
      date: "2026-11-28",
      moved: [{ id: 59, channelName: "ESPN", joined: ["hbo"], left: ["core"] }],
      renamed: [{ id: 22, from: "Buzzr", to: "Buzzr TV" }],
    },
  ].map((entry) => v.parse(changeEntrySchema, entry)),
);

const feed = (input: { entries: typeof entries }) =>
  changesFeedXml({
    entries: input.entries,
    words: changes.lines,
    titles: { core: "Core", hbo: "HBO" },
    feedTitle: changes.feedTitle,
    author: "Keystone TV",
    feedUrl: "https://tv.test/plus/changes.xml",
    pageUrl: "https://tv.test/plus/changes",
    emptyUpdated: "2026-12-01T00:00:00Z",
  });

/** The document, parsed as XML: a parse error fails here. */
function parse(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, "application/xml");
  expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
  return document;
}

const children = (parent: Element, name: string) =>
  [...parent.children].filter(
    (child) => child.namespaceURI === ATOM && child.localName === name,
  );

/** The one child `name` of `parent`; fails unless there is exactly one. */
function one(parent: Element | undefined, name: string): Element {
  const found = parent ? children(parent, name) : [];
  expect(found, name).toHaveLength(1);
  const [element] = found;
  if (!element) throw new Error(`No <${name}>`);
  return element;
}

const text = (parent: Element | undefined, name: string) =>
  one(parent, name).textContent;

/**
 * The rules of RFC 4287 a reader relies on: a feed has exactly one id,
 * title and updated, an author (on the feed or on every entry), a self
 * link; each entry has exactly one id, title and updated, and a link or
 * content; ids are absolute IRIs, dates RFC 3339.
 */
function expectAtom(document: Document) {
  const root = document.documentElement;
  expect(root.namespaceURI).toBe(ATOM);
  expect(root.localName).toBe("feed");
  one(root, "title");
  one(one(root, "author"), "name");
  expect(new URL(text(root, "id") ?? "").protocol).toBe("https:");
  expect(text(root, "updated")).toMatch(RFC3339);
  const links = children(root, "link");
  expect(
    links.some(
      (link) =>
        link.getAttribute("rel") === "self" &&
        link.getAttribute("href") === "https://tv.test/plus/changes.xml",
    ),
  ).toBe(true);
  const ids = new Set<string>();
  for (const entry of children(root, "entry")) {
    one(entry, "title");
    const id = text(entry, "id") ?? "";
    expect(() => new URL(id)).not.toThrow();
    expect(ids.has(id)).toBe(false);
    ids.add(id);
    expect(text(entry, "updated")).toMatch(RFC3339);
    expect(
      children(entry, "link").length + children(entry, "content").length,
    ).toBeGreaterThan(0);
  }
  return children(root, "entry");
}

describe("changesFeedXml", () => {
  it("is an Atom feed with one entry per record entry, newest first", () => {
    const atomEntries = expectAtom(parse(feed({ entries })));
    expect(atomEntries.map((entry) => text(entry, "id"))).toEqual([
      "https://tv.test/plus/changes#2026-11-28-1",
      "https://tv.test/plus/changes#2026-11-27-1",
    ]);
    expect(text(atomEntries[0], "title")).toBe(
      "ESPN joined HBO. ESPN left Core. Buzzr is now called Buzzr TV.",
    );
    expect(text(atomEntries[1], "content")).toBe(
      "Test & Co joined the lineup, in Core.",
    );
  });

  it("is updated as of its newest entry", () => {
    const document = parse(feed({ entries }));
    expect(text(document.documentElement, "updated")).toBe(
      "2026-11-28T00:00:00Z",
    );
  });

  it("is still a valid feed when the record is empty", () => {
    const document = parse(feed({ entries: [] }));
    expect(expectAtom(document)).toHaveLength(0);
    expect(text(document.documentElement, "updated")).toBe(
      "2026-12-01T00:00:00Z",
    );
  });
});

describe("changesFeedXml and a character XML forbids", () => {
  it("refuses to write it, naming the record entry that holds it", () => {
    // Built by hand, not parsed: the record's schema refuses it too.
    const held: (typeof entries)[number] = {
      id: "2026-11-29-1",
      date: "2026-11-29",
      added: [{ id: 254, channelName: "Late\uffff", packages: ["core"] }],
      removed: [],
      moved: [],
      renamed: [],
    };
    expect(() => feed({ entries: [held, ...entries] })).toThrow(
      `The record of changes' entry "2026-11-29-1" holds U+FFFF, a character XML 1.0 forbids`,
    );
  });
});
