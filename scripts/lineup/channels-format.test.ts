import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { parseData } from "~/data/parse-data";
import { channelsFileSchema } from "~/data/schemas";

import { formatChannelsFile } from "./channels-format";

const projectDir = path.resolve(import.meta.dirname, "../..");

describe("formatChannelsFile", () => {
  // The real file must already be in this layout, or the first edit would rewrite every line.
  it.each([
    { file: "public/json/channels/channels.json" },
    { file: "scripts/lineup/fixtures/json/channels/channels.json" },
  ])("reproduces $file byte for byte", ({ file }) => {
    const text = readFileSync(path.join(projectDir, file), "utf8");
    const parsed = parseData(channelsFileSchema, JSON.parse(text), file);
    if (!parsed.ok) throw new Error(`${file} is invalid`);
    expect(formatChannelsFile(parsed.data)).toBe(text);
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
