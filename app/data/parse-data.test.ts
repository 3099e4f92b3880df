import { describe, expect, it } from "vitest";

import { checkData, entryLabel, formatProblem, parseData } from "./parse-data";
import { channelsFileSchema, packagesFileSchema } from "./schemas";
import { instructionsFileSchema } from "./instructions-schema";

const FILE = "/json/x.json";

const packageEntry = {
  id: 1,
  name: "core",
  title: "Core",
  channels: "60 channels",
  description: "Line one\nLine two",
  price: "34.50",
  active: true,
};

describe("parseData", () => {
  it("returns the parsed data of a valid file", () => {
    const result = parseData(packagesFileSchema, [packageEntry], FILE);
    expect(result).toEqual({ ok: true, data: [packageEntry] });
  });

  it("names the entry and field of each problem of a top-level list", () => {
    const result = parseData(
      packagesFileSchema,
      [
        packageEntry,
        { ...packageEntry, id: 2, name: "elite", price: 34.5, label: "" },
      ],
      FILE,
    );
    expect(result.ok || result.problems).toEqual([
      {
        file: FILE,
        entry: 'entry [1] "elite"',
        field: "price",
        message:
          'must be dollars and exactly two cents digits, like "34.50" (got 34.5)',
      },
      {
        file: FILE,
        entry: 'entry [1] "elite"',
        field: "label",
        message: 'must be text that is not blank (got "")',
      },
    ]);
  });

  it("names a nested field and a missing one", () => {
    const result = parseData(
      instructionsFileSchema,
      {
        devices: [{ name: "Mobile", platforms: [{ name: "iOS" }] }],
        instructions: [
          {
            device: "Mobile",
            platform: "iOS",
            steps: [{ text: "Open", link: "javascript:alert(1)" }],
          },
        ],
      },
      FILE,
    );
    expect(result.ok || result.problems.map(formatProblem)).toEqual([
      `${FILE}: devices[0] "Mobile", field platforms[0].active: is missing`,
      `${FILE}: instructions[0] "iOS Mobile", field steps[0].link: must be a web address starting with "https://" (got "javascript:alert(1)")`,
    ]);
  });

  it.each([
    [null, "must be an object with channels and packages (got null)"],
    ["text", 'must be an object with channels and packages (got "text")'],
  ])(
    "reports a file of the wrong shape (%j) as the whole file",
    (input, message) => {
      const result = parseData(channelsFileSchema, input, FILE);
      expect(result.ok || result.problems).toEqual([
        { file: FILE, entry: "the file", field: "", message },
      ]);
    },
  );

  it("reports a missing list by its name", () => {
    const result = parseData(channelsFileSchema, { packages: [] }, FILE);
    expect(result.ok || result.problems.map(formatProblem)).toEqual([
      `${FILE}: the file, field channels: is missing`,
    ]);
  });

  it("reads a list where an object belongs as one without fields", () => {
    const result = parseData(channelsFileSchema, [], FILE);
    expect(result.ok || result.problems.map(formatProblem)).toEqual([
      `${FILE}: the file, field channels: is missing`,
      `${FILE}: the file, field packages: is missing`,
    ]);
  });

  it("shortens a long value", () => {
    const result = parseData(
      packagesFileSchema,
      [{ ...packageEntry, price: "9".repeat(80) }],
      FILE,
    );
    expect(result.ok || result.problems[0]?.message).toBe(
      `must be dollars and exactly two cents digits, like "34.50" (got "${"9".repeat(38)}…)`,
    );
  });
});

describe("checkData", () => {
  it("returns the data of a valid file, as parseData does", () => {
    expect(checkData(packagesFileSchema, [packageEntry], FILE)).toEqual({
      ok: true,
      data: [packageEntry],
    });
  });

  it("gives one line per problem: the file, the field and what is wrong", () => {
    const result = checkData(
      channelsFileSchema,
      { channels: [{ id: 1, channelName: "ESPN", binary: 0 }] },
      FILE,
    );
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.lines).toEqual([
      `${FILE}: channels[0].binary: must be a whole number from 1 to 1023`,
      `${FILE}: packages: must be an object with channels and packages`,
    ]);
  });
});

describe("entryLabel", () => {
  it.each([
    ["channels", 3, { channelName: "ESPN" }, 'channels[3] "ESPN"'],
    [null, 0, { name: "core" }, 'entry [0] "core"'],
    [
      "instructions",
      2,
      { device: "Smart TV", platform: "LG" },
      'instructions[2] "LG Smart TV"',
    ],
    ["channels", 5, 42, "channels[5]"],
    ["channels", 5, { channelName: "  " }, "channels[5]"],
  ])("%s[%i] of %j is %s", (list, index, entry, label) => {
    expect(entryLabel(list, index, entry)).toBe(label);
  });
});
