import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { DATA_PATHS } from "~/config/paths";
import { parseData } from "~/data/parse-data";
import { channelsFileSchema } from "~/data/schemas";

import { formatChannelsFile } from "./channels-format";

const shipped = readFileSync(
  path.join(import.meta.dirname, "../../public", DATA_PATHS.channels),
  "utf8",
);

describe("formatChannelsFile", () => {
  it("reproduces the shipped channels.json byte for byte", () => {
    const parsed = parseData(channelsFileSchema, JSON.parse(shipped), "file");
    if (!parsed.ok) throw new Error("the shipped channels.json is invalid");
    expect(formatChannelsFile(parsed.data)).toBe(shipped);
  });

  it.each([
    {
      case: "one entry per line, two-space indentation, final newline",
      file: {
        channels: [{ id: 1, channelName: 'Say "Hi" & Co', binary: 3 }],
        packages: [{ name: "core" as const, title: "Core" }],
      },
      text: '{\n  "channels": [\n    { "id": 1, "channelName": "Say \\"Hi\\" & Co", "binary": 3 }\n  ],\n  "packages": [\n    { "name": "core", "title": "Core" }\n  ]\n}\n',
    },
    {
      case: "empty lists",
      file: { channels: [], packages: [] },
      text: '{\n  "channels": [],\n  "packages": []\n}\n',
    },
  ])("writes $case", ({ file, text }) => {
    expect(formatChannelsFile(file)).toBe(text);
    expect(JSON.parse(text)).toEqual(file);
  });
});
