// @vitest-environment node
import { describe, expect, it } from "vitest";

import type { ChangeEntry, ChangesFile } from "../app/data/changes-schema";
import type { ChannelsFile } from "../app/data/schemas";

import { checkChangesFile } from "./changes-consistency";

const lineup: ChannelsFile = {
  channels: [
    { id: 1, channelName: "ABC", binary: 1 },
    { id: 2, channelName: "ESPN", binary: 3 },
  ],
  packages: [{ name: "core", title: "Core" }],
};

/** An entry numbered `n` of 2026-11-27 holding `changes`. */
function entry(n: number, changes: Partial<ChangeEntry>): ChangeEntry {
  return {
    id: `2026-11-27-${n}`,
    date: "2026-11-27",
    added: [],
    removed: [],
    moved: [],
    renamed: [],
    ...changes,
  };
}

const add = (id: number, channelName = `Channel ${id}`) => ({
  added: [{ id, channelName, packages: ["core" as const] }],
});
const remove = (id: number, channelName = `Channel ${id}`) => ({
  removed: [{ id, channelName, packages: ["core" as const] }],
});

const check = (changes: ChangeEntry[]) =>
  checkChangesFile(
    "ch.json",
    { changes } satisfies ChangesFile,
    "c.json",
    lineup,
  ).map(({ entry, field, message }) => `${entry} | ${field} | ${message}`);

describe("checkChangesFile", () => {
  it("accepts an empty record, and entries that agree with the lineup", () => {
    expect(check([])).toEqual([]);
    expect(
      check([
        entry(1, add(9)),
        entry(2, remove(9)),
        entry(3, {
          moved: [
            { id: 2, channelName: "ESPN", joined: ["essentials"], left: [] },
          ],
        }),
        entry(4, { renamed: [{ id: 1, from: "ABC East", to: "ABC" }] }),
        entry(5, remove(1, "ABC")),
        // A channel removed, then added back under its id.
        entry(6, add(1, "ABC")),
      ]),
    ).toEqual([]);
  });

  it("reports a removed channel the lineup still has, naming both", () => {
    expect(check([entry(1, remove(2, "ESPN"))])).toEqual([
      'changes[0] "2026-11-27-1" | removed[0] | removed channel 2, and no later entry adds it back, but c.json still has it: channels[1] "ESPN"',
    ]);
  });

  it("reports an added channel the lineup lacks", () => {
    expect(check([entry(1, add(9))])).toEqual([
      'changes[0] "2026-11-27-1" | added[0] | added channel 9, and no later entry removes it, but c.json has no channel with id 9',
    ]);
  });

  it("reports a channel added twice, or changed after it was removed", () => {
    expect(
      check([
        entry(1, add(9)),
        entry(2, add(9)),
        entry(3, remove(9)),
        entry(4, { renamed: [{ id: 9, from: "Channel 9", to: "Nine" }] }),
        entry(5, remove(9)),
      ]),
    ).toEqual([
      'changes[1] "2026-11-27-2" | added[0] | added channel 9 "Channel 9", but changes[0] "2026-11-27-1" added it and no entry since removed it',
      'changes[3] "2026-11-27-4" | renamed[0] | renamed channel 9 "Nine", but changes[2] "2026-11-27-3" removed it and no entry since added it back',
    ]);
  });

  it("reports an entry id used twice", () => {
    expect(check([entry(1, add(9)), entry(1, remove(9))])).toEqual([
      'changes[1] "2026-11-27-1" | id | repeats "2026-11-27-1", already used by changes[0] "2026-11-27-1"',
    ]);
  });
});
