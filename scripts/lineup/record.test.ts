import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { PACKAGE_KEYS, type PackageKey } from "~/config/constants";
import { DATA_PATHS } from "~/config/paths";
import {
  type ChangesFile,
  type LineupChanges,
  changesFileSchema,
} from "~/data/changes-schema";
import { parseData } from "~/data/parse-data";
import type { ChannelsFile } from "~/data/schemas";

import {
  type EditResult,
  addChannel,
  removeChannel,
  renameChannel,
  setPackages,
} from "./edits";
import {
  NO_CHANGES,
  appendChange,
  changeDate,
  compareLineups,
  composeChanges,
  entriesSince,
  formatChangesFile,
  hasChanges,
  nextChangeId,
  recordedIds,
} from "./record";
import { fixtureDir, projectDir } from "./test-data";

const start: ChannelsFile = {
  channels: [
    { id: 1, channelName: "ABC", binary: 1 },
    { id: 2, channelName: "ESPN", binary: 3 },
    { id: 3, channelName: "Buzzr", binary: 2 },
  ],
  packages: [
    { name: "core", title: "Core" },
    { name: "essentials", title: "Essentials" },
  ],
};

function ok(result: EditResult): ChannelsFile {
  if (!result.ok) throw new Error(result.message);
  return result.file;
}

const byName = (file: ChannelsFile, name: string) => {
  const found = file.channels.find((entry) => entry.channelName === name);
  if (!found) throw new Error(`no channel ${name}`);
  return found;
};

describe("compareLineups", () => {
  it("finds nothing between a lineup and itself", () => {
    expect(compareLineups(start, start)).toEqual(NO_CHANGES);
    expect(hasChanges(compareLineups(start, start))).toBe(false);
  });

  it("names channels added, removed, moved and renamed, by id", () => {
    let after = ok(addChannel(start, "Fresh", ["essentials"], false));
    after = ok(removeChannel(after, byName(after, "ABC")));
    after = ok(setPackages(after, byName(after, "ESPN"), ["essentials"]));
    after = ok(renameChannel(after, byName(after, "Buzzr"), "Buzzr TV"));
    expect(compareLineups(start, after)).toEqual({
      added: [{ id: 4, channelName: "Fresh", packages: ["essentials"] }],
      removed: [{ id: 1, channelName: "ABC", packages: ["core"] }],
      moved: [{ id: 2, channelName: "ESPN", joined: [], left: ["core"] }],
      renamed: [{ id: 3, from: "Buzzr", to: "Buzzr TV" }],
    });
  });
});

describe("composeChanges", () => {
  const step = (before: ChannelsFile, after: ChannelsFile) =>
    compareLineups(before, after);

  it.each<{ case: string; edits: ((file: ChannelsFile) => ChannelsFile)[] }>([
    {
      case: "a channel added, then removed, leaves no trace",
      edits: [
        (file) => ok(addChannel(file, "Test", ["core"], false)),
        (file) => ok(removeChannel(file, byName(file, "Test"))),
      ],
    },
    {
      case: "packages set and set back leave no trace",
      edits: [
        (file) => ok(setPackages(file, byName(file, "ESPN"), ["core"])),
        (file) =>
          ok(setPackages(file, byName(file, "ESPN"), ["core", "essentials"])),
      ],
    },
    {
      case: "renames collapse to the first name and the last",
      edits: [
        (file) => ok(renameChannel(file, byName(file, "Buzzr"), "Buzzr 2")),
        (file) => ok(renameChannel(file, byName(file, "Buzzr 2"), "Buzzr 3")),
      ],
    },
    {
      case: "a channel added, moved and renamed reads as added, as it is now",
      edits: [
        (file) => ok(addChannel(file, "Test", ["core"], false)),
        (file) => ok(setPackages(file, byName(file, "Test"), ["essentials"])),
        (file) => ok(renameChannel(file, byName(file, "Test"), "Test 2")),
      ],
    },
    {
      case: "a channel renamed and moved, then removed, reads as removed, as it was",
      edits: [
        (file) => ok(renameChannel(file, byName(file, "ESPN"), "ESPN 1")),
        (file) => ok(setPackages(file, byName(file, "ESPN 1"), ["core"])),
        (file) => ok(removeChannel(file, byName(file, "ESPN 1"))),
      ],
    },
  ])("$case", ({ edits }) => {
    const versions = edits.reduce<ChannelsFile[]>(
      (all, edit) => [...all, edit(all.at(-1) ?? start)],
      [start],
    );
    const entries = versions.slice(1).map((next, index) => {
      const previous = versions[index];
      if (!previous) throw new Error("no previous version");
      return step(previous, next);
    });
    expect(composeChanges(entries)).toEqual(
      compareLineups(start, versions.at(-1) ?? start),
    );
  });

  it("gives, for 300 random runs of edits, exactly what comparing the first lineup with the last gives", () => {
    // A small deterministic generator (mulberry32): the runs are the same on every machine.
    let seed = 20_261_127;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    };
    const pick = <T>(items: readonly T[]): T => {
      const item = items[Math.floor(random() * items.length)];
      if (item === undefined) throw new Error("nothing to pick");
      return item;
    };
    const someKeys = (): PackageKey[] => {
      const keys = PACKAGE_KEYS.slice(0, 3).filter(() => random() < 0.5);
      return keys.length > 0 ? keys : ["core"];
    };
    let fresh = 0;
    for (let run = 0; run < 300; run++) {
      let file = start;
      const entries: LineupChanges[] = [];
      const length = 1 + Math.floor(random() * 8);
      for (let index = 0; index < length; index++) {
        const kind = pick(["add", "remove", "set", "rename"] as const);
        const target =
          file.channels.length > 0 ? pick(file.channels) : undefined;
        let next = file;
        if (kind === "add" || !target) {
          next = ok(addChannel(file, `New ${++fresh}`, someKeys(), false));
        } else if (kind === "remove") {
          next = ok(removeChannel(file, target));
        } else if (kind === "set") {
          next = ok(setPackages(file, target, someKeys()));
        } else {
          next = ok(renameChannel(file, target, `Renamed ${++fresh}`));
        }
        const changes = compareLineups(file, next);
        if (hasChanges(changes)) entries.push(changes);
        file = next;
      }
      expect(composeChanges(entries)).toEqual(compareLineups(start, file));
    }
  });
});

describe("the record's entries", () => {
  const empty: ChangesFile = { changes: [] };
  const added: LineupChanges = {
    ...NO_CHANGES,
    added: [{ id: 253, channelName: "Test Channel", packages: ["core"] }],
  };
  const removed: LineupChanges = {
    ...NO_CHANGES,
    removed: [{ id: 253, channelName: "Test Channel", packages: ["core"] }],
  };

  it("dates a change by the day in UTC", () => {
    expect(changeDate(new Date("2026-11-27T23:30:00-05:00"))).toBe(
      "2026-11-28",
    );
    expect(changeDate(new Date("2026-11-27T00:00:00Z"))).toBe("2026-11-27");
  });

  it("numbers the entries of a day from 1, after the highest number of that day", () => {
    expect(nextChangeId(empty, "2026-11-27")).toBe("2026-11-27-1");
    const one = appendChange(empty, added, "2026-11-27");
    const two = appendChange(one.record, removed, "2026-11-27");
    expect(two.entry.id).toBe("2026-11-27-2");
    expect(appendChange(two.record, added, "2026-11-28").entry.id).toBe(
      "2026-11-28-1",
    );
    const gap: ChangesFile = {
      changes: two.record.changes.filter(
        (entry) => entry.id !== "2026-11-27-1",
      ),
    };
    expect(nextChangeId(gap, "2026-11-27")).toBe("2026-11-27-3");
  });

  it("tells the entries made since an earlier record, and every channel id named", () => {
    const one = appendChange(empty, added, "2026-11-27");
    const two = appendChange(one.record, removed, "2026-11-27");
    expect(entriesSince(two.record, one.record)).toEqual([two.entry]);
    expect(entriesSince(two.record, empty)).toEqual([one.entry, two.entry]);
    expect(recordedIds(two.record)).toEqual([253, 253]);
  });
});

describe("formatChangesFile", () => {
  it.each([
    { file: path.join(projectDir, "public", DATA_PATHS.changes) },
    { file: path.join(fixtureDir, DATA_PATHS.changes) },
  ])("reproduces $file byte for byte", ({ file }) => {
    const text = readFileSync(file, "utf8");
    const parsed = parseData(changesFileSchema, JSON.parse(text), file);
    if (!parsed.ok) throw new Error(`${file} is invalid`);
    expect(formatChangesFile(parsed.data)).toBe(text);
  });

  it("writes each channel on a line of its own and leaves empty lists out", () => {
    const record: ChangesFile = {
      changes: [
        {
          id: "2026-11-27-1",
          date: "2026-11-27",
          added: [],
          removed: [],
          moved: [
            { id: 59, channelName: "ESPN", joined: ["hbo"], left: ["core"] },
          ],
          renamed: [{ id: 22, from: "Buzzr", to: 'Say "Hi"' }],
        },
      ],
    };
    const text = formatChangesFile(record);
    expect(text).toBe(
      [
        "{",
        '  "changes": [',
        "    {",
        '      "id": "2026-11-27-1",',
        '      "date": "2026-11-27",',
        '      "moved": [',
        '        { "id": 59, "channelName": "ESPN", "joined": ["hbo"], "left": ["core"] }',
        "      ],",
        '      "renamed": [',
        '        { "id": 22, "from": "Buzzr", "to": "Say \\"Hi\\"" }',
        "      ]",
        "    }",
        "  ]",
        "}",
        "",
      ].join("\n"),
    );
    const parsed = parseData(changesFileSchema, JSON.parse(text), "changes");
    expect(parsed.ok && parsed.data).toEqual(record);
  });
});
