import { describe, expect, it } from "vitest";

import { changesFileSchema } from "./changes-schema";
import { formatProblem, parseData } from "./parse-data";

/** check:data's lines for a record holding `changes`; none when it is valid. */
function problemsOf(changes: unknown[]): string[] {
  const result = parseData(changesFileSchema, { changes }, "changes.json");
  return result.ok ? [] : result.problems.map(formatProblem);
}

const added = { id: 253, channelName: "Test Channel", packages: ["core"] };

describe("the record of changes", () => {
  it("takes an empty record, as shipped", () => {
    expect(problemsOf([])).toEqual([]);
  });

  it("reads a list left out as empty", () => {
    const result = parseData(
      changesFileSchema,
      {
        changes: [
          { id: "2026-11-27-1", date: "2026-11-27", added: [added] },
          {
            id: "2026-11-27-2",
            date: "2026-11-27",
            moved: [{ id: 59, channelName: "ESPN", joined: ["hbo"], left: [] }],
            renamed: [{ id: 22, from: "Buzzr", to: "Buzzr TV" }],
          },
        ],
      },
      "changes.json",
    );
    expect(result.ok && result.data.changes).toEqual([
      {
        id: "2026-11-27-1",
        date: "2026-11-27",
        added: [added],
        removed: [],
        moved: [],
        renamed: [],
      },
      {
        id: "2026-11-27-2",
        date: "2026-11-27",
        added: [],
        removed: [],
        moved: [{ id: 59, channelName: "ESPN", joined: ["hbo"], left: [] }],
        renamed: [{ id: 22, from: "Buzzr", to: "Buzzr TV" }],
      },
    ]);
  });

  it.each([
    {
      case: "a day that is not in the calendar",
      entry: { id: "2026-02-30-1", date: "2026-02-30", added: [added] },
      problem:
        'changes.json: changes[0] "2026-02-30-1", field date: must be a day of the calendar (got "2026-02-30")',
    },
    {
      case: "a date written another way",
      entry: { id: "2026-11-27-1", date: "11/27/2026", added: [added] },
      problem:
        'changes.json: changes[0] "2026-11-27-1", field date: must be a date written "YYYY-MM-DD" (got "11/27/2026")',
    },
    {
      case: "an id of another date",
      entry: { id: "2026-11-26-1", date: "2026-11-27", added: [added] },
      problem:
        'changes.json: changes[0] "2026-11-26-1", field id: must start with the entry\'s date (got "2026-11-26-1")',
    },
    {
      case: "an id without its number",
      entry: { id: "2026-11-27", date: "2026-11-27", added: [added] },
      problem:
        'changes.json: changes[0] "2026-11-27", field id: must be the entry\'s date and its number that day, like "2026-11-27-1" (got "2026-11-27")',
    },
    {
      case: "an entry that records nothing",
      entry: { id: "2026-11-27-1", date: "2026-11-27", added: [] },
      problem:
        'changes.json: changes[0] "2026-11-27-1": must record at least one change (added, removed, moved or renamed) (got {"id":"2026-11-27-1","date":"2026-11-27…)',
    },
    {
      case: "a channel named twice in one entry",
      entry: {
        id: "2026-11-27-1",
        date: "2026-11-27",
        added: [added],
        removed: [added],
      },
      problem:
        'changes.json: changes[0] "2026-11-27-1": must name each channel once (channel id 253 is named twice): one entry records one edit (got {"id":"2026-11-27-1","date":"2026-11-27…)',
    },
    {
      case: "an added channel in no package",
      entry: {
        id: "2026-11-27-1",
        date: "2026-11-27",
        added: [{ ...added, packages: [] }],
      },
      problem:
        'changes.json: changes[0] "2026-11-27-1", field added[0].packages: must name at least one package (got [])',
    },
    {
      case: "a package named twice",
      entry: {
        id: "2026-11-27-1",
        date: "2026-11-27",
        removed: [{ ...added, packages: ["core", "core"] }],
      },
      problem:
        'changes.json: changes[0] "2026-11-27-1", field removed[0].packages: must name each package once ("core" is named twice) (got ["core","core"])',
    },
    {
      case: "a move that joins and leaves the same package",
      entry: {
        id: "2026-11-27-1",
        date: "2026-11-27",
        moved: [
          { id: 59, channelName: "ESPN", joined: ["hbo"], left: ["hbo"] },
        ],
      },
      problem:
        'changes.json: changes[0] "2026-11-27-1", field moved[0].left: must not name a package it also joined (got ["hbo"])',
    },
    {
      case: "a move that moves nothing",
      entry: {
        id: "2026-11-27-1",
        date: "2026-11-27",
        moved: [{ id: 59, channelName: "ESPN", joined: [], left: [] }],
      },
      problem:
        'changes.json: changes[0] "2026-11-27-1", field moved[0]: must have joined or left at least one package (got {"id":59,"channelName":"ESPN","joined":…)',
    },
    {
      case: "a rename to the same name",
      entry: {
        id: "2026-11-27-1",
        date: "2026-11-27",
        renamed: [{ id: 22, from: "Buzzr", to: "Buzzr" }],
      },
      problem:
        'changes.json: changes[0] "2026-11-27-1", field renamed[0].to: must differ from the old name (got "Buzzr")',
    },
    {
      case: "a field the record does not have",
      entry: {
        id: "2026-11-27-1",
        date: "2026-11-27",
        remove: [added],
        added: [added],
      },
      problem:
        'changes.json: changes[0] "2026-11-27-1", field remove: must be a change: an object with id, date and what changed (got [{"id":253,"channelName":"Test Channel"…)',
    },
  ])("refuses $case", ({ entry, problem }) => {
    expect(problemsOf([entry])).toEqual([problem]);
  });
});
