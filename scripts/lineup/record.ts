import { PACKAGE_KEYS, type PackageKey } from "~/config/constants";
import {
  CHANGE_ID_PATTERN,
  type ChangeEntry,
  type ChangesFile,
  type LineupChanges,
  channelIds,
} from "~/data/changes-schema";
import type { Channel, ChannelsFile } from "~/data/schemas";
import { packagesOf } from "../../app/lineup/membership";

import { inline } from "./channels-format";

/**
 * The record of lineup changes (json/changes/changes.json): what an edit
 * changed, found by comparing the lineup before and after it, appended as
 * one dated entry. Composing the entries made since a version of the lineup
 * gives what comparing that version with today's gives: that is how the
 * record and `lineup diff` agree.
 */

/** No change at all. */
export const NO_CHANGES: LineupChanges = {
  added: [],
  removed: [],
  moved: [],
  renamed: [],
};

export function hasChanges(changes: LineupChanges): boolean {
  return channelIds(changes).length > 0;
}

/**
 * What changed from `before` to `after`, matching channels by id: channels
 * added and removed with their packages, channels that joined or left
 * packages, and renames. Each list is in id order.
 */
export function compareLineups(
  before: ChannelsFile,
  after: ChannelsFile,
): LineupChanges {
  const oldById = new Map(
    before.channels.map((channel) => [channel.id, channel]),
  );
  const newById = new Map(
    after.channels.map((channel) => [channel.id, channel]),
  );
  const changes: LineupChanges = {
    added: after.channels
      .filter((channel) => !oldById.has(channel.id))
      .map(lineupChannel),
    removed: before.channels
      .filter((channel) => !newById.has(channel.id))
      .map(lineupChannel),
    moved: [],
    renamed: [],
  };
  for (const channel of after.channels) {
    const old = oldById.get(channel.id);
    if (!old) continue;
    const was = packagesOf(old.binary);
    const is = packagesOf(channel.binary);
    const joined = is.filter((key) => !was.includes(key));
    const left = was.filter((key) => !is.includes(key));
    if (joined.length + left.length > 0) {
      changes.moved.push({
        id: channel.id,
        channelName: channel.channelName,
        joined,
        left,
      });
    }
    if (old.channelName !== channel.channelName) {
      changes.renamed.push({
        id: channel.id,
        from: old.channelName,
        to: channel.channelName,
      });
    }
  }
  return sortedById(changes);
}

function lineupChannel(channel: Channel) {
  return {
    id: channel.id,
    channelName: channel.channelName,
    packages: packagesOf(channel.binary),
  };
}

/** What a channel was at the start of a run of entries and is at its end, as far as the entries tell. */
interface Trace {
  /** Whether it was in the lineup before the first entry that names it, and is after the last. */
  wasIn: boolean;
  isIn: boolean;
  firstName: string;
  lastName: string;
  /** For each package an entry names: was it in it at the start, is it at the end. */
  packages: Map<PackageKey, { was: boolean; is: boolean }>;
}

/**
 * The net change of a run of entries, oldest first: what comparing the
 * lineup before the first with the lineup after the last gives, when every
 * change between them was recorded. A channel added then removed leaves no
 * trace; joining a package then leaving it, neither; renames collapse to
 * the first name and the last.
 */
export function composeChanges(
  entries: readonly LineupChanges[],
): LineupChanges {
  const traces = new Map<number, Trace>();
  const trace = (id: number, name: string, wasIn: boolean): Trace => {
    let found = traces.get(id);
    if (!found) {
      found = {
        wasIn,
        isIn: wasIn,
        firstName: name,
        lastName: name,
        packages: new Map(),
      };
      traces.set(id, found);
    }
    return found;
  };
  const member = (found: Trace, key: PackageKey, is: boolean, was = !is) => {
    const known = found.packages.get(key);
    found.packages.set(key, { was: known ? known.was : was, is });
  };
  for (const entry of entries) {
    for (const item of entry.added) {
      const found = trace(item.id, item.channelName, false);
      found.isIn = true;
      found.lastName = item.channelName;
      // Out of the lineup, it was in no package.
      for (const key of PACKAGE_KEYS) {
        member(found, key, item.packages.includes(key), false);
      }
    }
    for (const item of entry.removed) {
      const found = trace(item.id, item.channelName, true);
      found.isIn = false;
      for (const key of PACKAGE_KEYS) {
        member(found, key, false, item.packages.includes(key));
      }
    }
    for (const item of entry.moved) {
      const found = trace(item.id, item.channelName, true);
      found.lastName = item.channelName;
      for (const key of item.joined) member(found, key, true);
      for (const key of item.left) member(found, key, false);
    }
    for (const item of entry.renamed) {
      const found = trace(item.id, item.from, true);
      found.lastName = item.to;
    }
  }

  const changes: LineupChanges = {
    added: [],
    removed: [],
    moved: [],
    renamed: [],
  };
  for (const [id, found] of traces) {
    const keys = (pick: (state: { was: boolean; is: boolean }) => boolean) =>
      PACKAGE_KEYS.filter((key) => {
        const state = found.packages.get(key);
        return state !== undefined && pick(state);
      });
    if (!found.wasIn && found.isIn) {
      changes.added.push({
        id,
        channelName: found.lastName,
        packages: keys((state) => state.is),
      });
    } else if (found.wasIn && !found.isIn) {
      changes.removed.push({
        id,
        channelName: found.firstName,
        packages: keys((state) => state.was),
      });
    } else if (found.wasIn && found.isIn) {
      const joined = keys((state) => state.is && !state.was);
      const left = keys((state) => state.was && !state.is);
      if (joined.length + left.length > 0) {
        changes.moved.push({ id, channelName: found.lastName, joined, left });
      }
      if (found.firstName !== found.lastName) {
        changes.renamed.push({ id, from: found.firstName, to: found.lastName });
      }
    }
  }
  return sortedById(changes);
}

function sortedById(changes: LineupChanges): LineupChanges {
  const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
  return {
    added: [...changes.added].sort(byId),
    removed: [...changes.removed].sort(byId),
    moved: [...changes.moved].sort(byId),
    renamed: [...changes.renamed].sort(byId),
  };
}

/** `2026-11-27`: the day of `now` in UTC, the record's dates. */
export function changeDate(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The id of a new entry of `date`: one more than the highest of that date so far. */
export function nextChangeId(record: ChangesFile, date: string): string {
  const numbers = record.changes.flatMap((entry) => {
    const match = CHANGE_ID_PATTERN.exec(entry.id);
    return match?.[1] === date ? [Number(match[2])] : [];
  });
  return `${date}-${Math.max(0, ...numbers) + 1}`;
}

/** The record with `changes` appended as an entry of `date`. */
export function appendChange(
  record: ChangesFile,
  changes: LineupChanges,
  date: string,
): { record: ChangesFile; entry: ChangeEntry } {
  const entry: ChangeEntry = {
    id: nextChangeId(record, date),
    date,
    ...changes,
  };
  return { record: { changes: [...record.changes, entry] }, entry };
}

/** The entries of `record` that `since` does not hold, oldest first. */
export function entriesSince(
  record: ChangesFile,
  since: ChangesFile,
): ChangeEntry[] {
  const old = new Set(since.changes.map((entry) => entry.id));
  return record.changes.filter((entry) => !old.has(entry.id));
}

/** Every channel id the record names: none of them is given to a new channel. */
export function recordedIds(record: ChangesFile): number[] {
  return record.changes.flatMap(channelIds);
}

/**
 * Writes changes.json: two-space indentation, each channel of an entry on a
 * line of its own, empty lists left out, and a final newline.
 */
export function formatChangesFile({ changes }: ChangesFile): string {
  if (changes.length === 0) return '{\n  "changes": []\n}\n';
  const entries = changes.map((entry) => {
    const lists = (["added", "removed", "moved", "renamed"] as const)
      .filter((list) => entry[list].length > 0)
      .map(
        (list) =>
          `      ${JSON.stringify(list)}: [\n${entry[list]
            .map((item) => `        ${inline(item)}`)
            .join(",\n")}\n      ]`,
      );
    return `    {\n${[
      `      "id": ${JSON.stringify(entry.id)}`,
      `      "date": ${JSON.stringify(entry.date)}`,
      ...lists,
    ].join(",\n")}\n    }`;
  });
  return `{\n  "changes": [\n${entries.join(",\n")}\n  ]\n}\n`;
}
