import * as v from "valibot";

import {
  channelNameSchema,
  entryId,
  firstRepeat,
  list,
  packageKey,
} from "./schemas";

/**
 * The record of lineup changes, `json/changes/changes.json`: what
 * `npm run lineup` changed in the lineup and when, one entry per edit, oldest
 * first. The changes page and its Atom feed are built from it.
 *
 * ```json
 * { "changes": [
 *   { "id": "2026-11-27-1", "date": "2026-11-27",
 *     "added": [{ "id": 253, "channelName": "Test Channel", "packages": ["core"] }] },
 *   { "id": "2026-11-27-2", "date": "2026-11-27",
 *     "moved": [{ "id": 59, "channelName": "ESPN", "joined": ["hbo"], "left": ["core"] }] },
 *   { "id": "2026-11-28-1", "date": "2026-11-28",
 *     "renamed": [{ "id": 22, "from": "Buzzr", "to": "Buzzr TV" }] }
 * ] }
 * ```
 *
 * - `id`: the entry's date and its number among that date's entries; never
 *   reused, so it can be a feed entry's id.
 * - `date`: the day of the change (UTC), `YYYY-MM-DD`.
 * - `added` / `removed`: channels that joined or left the lineup, with the
 *   packages they joined or left.
 * - `moved`: channels that stayed but joined or left packages.
 * - `renamed`: channels that changed name (they keep their id).
 *
 * Lists with nothing in them are left out of the file; parsed, each is there
 * (empty). Channels are named as they were called at the time.
 */

const DATE = 'must be a date written "YYYY-MM-DD"';
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text`, when written `YYYY-MM-DD`, names a day of the calendar: no February 30th. */
function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  // Text in another form gets the pattern's message alone.
  if (!match) return true;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.toISOString().slice(0, 10) === text;
}

export const changeDateSchema = v.pipe(
  v.string(DATE),
  v.regex(ISO_DATE, DATE),
  v.check(isCalendarDate, "must be a day of the calendar"),
);

const CHANGE_ID =
  'must be the entry\'s date and its number that day, like "2026-11-27-1"';
/** `2026-11-27-1`: the date, then the entry's number among that date's entries. */
export const CHANGE_ID_PATTERN = /^(\d{4}-\d{2}-\d{2})-([1-9]\d*)$/;
const changeId = v.pipe(
  v.string(CHANGE_ID),
  v.regex(CHANGE_ID_PATTERN, CHANGE_ID),
);

/** Package keys, each once; `minimum` of them. */
const packageKeys = (minimum: number) =>
  v.pipe(
    list(packageKey, "package keys"),
    v.minLength(minimum, "must name at least one package"),
    v.check(
      (keys) => firstRepeat(keys) === undefined,
      (issue) =>
        `must name each package once ("${String(firstRepeat(issue.input))}" is named twice)`,
    ),
  );

const lineupChannel = v.strictObject(
  {
    id: entryId,
    channelName: channelNameSchema,
    packages: packageKeys(1),
  },
  "must be a channel: its id, its channelName and its packages",
);

const movedChannel = v.pipe(
  v.strictObject(
    {
      id: entryId,
      channelName: channelNameSchema,
      joined: packageKeys(0),
      left: packageKeys(0),
    },
    "must be a channel: its id, its channelName, and the packages it joined and left",
  ),
  v.check(
    ({ joined, left }) => joined.length + left.length > 0,
    "must have joined or left at least one package",
  ),
  v.forward(
    v.check(
      ({ joined, left }) => !joined.some((key) => left.includes(key)),
      "must not name a package it also joined",
    ),
    ["left"],
  ),
);

const renamedChannel = v.pipe(
  v.strictObject(
    { id: entryId, from: channelNameSchema, to: channelNameSchema },
    "must be a renamed channel: its id, its old name (from) and its new name (to)",
  ),
  v.forward(
    v.check(({ from, to }) => from !== to, "must differ from the old name"),
    ["to"],
  ),
);

/** An optional list of the file that reads as an empty list when left out. */
const changeList = <T extends v.GenericSchema>(item: T, what: string) =>
  v.optional(list(item, what), () => []);

export const changeEntrySchema = v.pipe(
  v.strictObject(
    {
      id: changeId,
      date: changeDateSchema,
      added: changeList(lineupChannel, "channels added"),
      removed: changeList(lineupChannel, "channels removed"),
      moved: changeList(movedChannel, "channels that joined or left packages"),
      renamed: changeList(renamedChannel, "renamed channels"),
    },
    "must be a change: an object with id, date and what changed",
  ),
  v.forward(
    v.partialCheck(
      [["id"], ["date"]],
      ({ id, date }) => {
        const idDate = CHANGE_ID_PATTERN.exec(id)?.[1];
        // An id or a date of another form gets the pattern's message alone.
        return idDate === undefined || !ISO_DATE.test(date) || idDate === date;
      },
      "must start with the entry's date",
    ),
    ["id"],
  ),
  v.check(
    (entry) => channelIds(entry).length > 0,
    "must record at least one change (added, removed, moved or renamed)",
  ),
  v.check(
    (entry) => firstRepeat(channelIds(entry)) === undefined,
    (issue) =>
      `must name each channel once (channel id ${String(firstRepeat(channelIds(issue.input)))} is named twice): one entry records one edit`,
  ),
);

export const changesFileSchema = v.object(
  { changes: list(changeEntrySchema, "changes") },
  "must be an object with the list of changes",
);

export type ChangeEntry = v.InferOutput<typeof changeEntrySchema>;
export type ChangesFile = v.InferOutput<typeof changesFileSchema>;
/** A channel that joined or left the lineup, with its packages. */
export type LineupChannel = v.InferOutput<typeof lineupChannel>;
export type MovedChannel = v.InferOutput<typeof movedChannel>;
export type RenamedChannel = v.InferOutput<typeof renamedChannel>;

/** What one or more edits changed in the lineup: an entry without its id and date. */
export interface LineupChanges {
  added: LineupChannel[];
  removed: LineupChannel[];
  moved: MovedChannel[];
  renamed: RenamedChannel[];
}

/** Every channel id an entry names, once per mention. */
export function channelIds(changes: LineupChanges): number[] {
  return [
    ...changes.added,
    ...changes.removed,
    ...changes.moved,
    ...changes.renamed,
  ].map((item) => item.id);
}
