import type { PackageKey } from "~/config/constants";
import type { ChangeEntry } from "~/data/changes-schema";

import { xmlText } from "~/lib/xml-text";

import { type ChangeWords, changeLines } from "./change-lines";

export interface ChangesFeedInput {
  /** Newest first. */
  entries: readonly ChangeEntry[];
  words: ChangeWords;
  titles: Partial<Record<PackageKey, string>>;
  feedTitle: string;
  /** The service, the feed's author. */
  author: string;
  /** Absolute URLs of the feed itself and of the page it mirrors. */
  feedUrl: string;
  pageUrl: string;
  /**
   * The feed's `updated` when the record holds no entry (RFC 4287 requires
   * one); with entries, it is the newest entry's day.
   */
  emptyUpdated: string;
}

/** A record date as an RFC 3339 date-time: the start of that day, UTC. */
const dayStart = (date: string) => `${date}T00:00:00Z`;

/**
 * The record of changes as an Atom feed (RFC 4287), in English: one entry per
 * record entry, with the record's id in its `id` (so it never changes), its
 * day as `updated`, its lines as the title and text, and a link to the
 * entry on the changes page. Text holding a character XML forbids stops it,
 * naming the record entry or the feed's field it is in.
 */
export function changesFeedXml(input: ChangesFeedInput): string {
  const titleOf = (key: PackageKey) => input.titles[key] ?? key;
  const updated = input.entries[0]
    ? dayStart(input.entries[0].date)
    : input.emptyUpdated;
  const entries = input.entries.map((entry) => {
    const lines = changeLines(entry, input.words, titleOf, "en").map(
      (line) => line.text,
    );
    const link = `${input.pageUrl}#${entry.id}`;
    const escapeXml = (text: string) =>
      xmlText(text, `The record of changes' entry "${entry.id}"`);
    return [
      "  <entry>",
      `    <id>${escapeXml(link)}</id>`,
      `    <title>${escapeXml(lines.join(" "))}</title>`,
      `    <updated>${dayStart(entry.date)}</updated>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(link)}"/>`,
      `    <content type="text">${escapeXml(lines.join("\n"))}</content>`,
      "  </entry>",
    ].join("\n");
  });
  const escapeXml = (text: string) => xmlText(text, "The feed's heading");
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `  <id>${escapeXml(input.pageUrl)}</id>`,
    `  <title>${escapeXml(input.feedTitle)}</title>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${escapeXml(input.author)}</name></author>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(input.feedUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(input.pageUrl)}"/>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}
