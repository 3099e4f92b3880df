import * as v from "valibot";

import { flag, list, spanish, text } from "./schemas";

/**
 * The contract of the instructions file (docs/decisions.md, "Data files"). Apart from ./schemas.ts,
 * so that only the Instructions page loads it. Messages complete the
 * sentence `field "x" …`.
 */

// Links open from the page, so only web addresses over HTTPS are allowed.
const LINK = 'must be a web address starting with "https://"';
const link = v.pipe(
  v.string(LINK),
  v.url(LINK),
  v.startsWith("https://", LINK),
);

export const platformSchema = v.object(
  { name: text, active: flag, es: spanish({ name: v.optional(text) }, "name") },
  "must be a platform (an object with name and active)",
);

export const deviceSchema = v.object(
  {
    name: text,
    platforms: list(platformSchema, "platforms"),
    es: spanish({ name: v.optional(text) }, "name"),
  },
  "must be a device (an object with name and platforms)",
);

export const stepSchema = v.object(
  {
    text,
    link: v.optional(link),
    es: spanish({ text: v.optional(text) }, "text"),
  },
  "must be a step (an object with text)",
);

export const instructionSchema = v.object(
  {
    device: text,
    platform: text,
    steps: v.pipe(
      list(stepSchema, "steps"),
      v.minLength(1, "must hold at least one step"),
    ),
  },
  "must be an instruction (an object with device, platform and steps)",
);

export const instructionsFileSchema = v.object(
  {
    devices: list(deviceSchema, "devices"),
    instructions: list(instructionSchema, "instructions"),
  },
  "must be an object with devices and instructions",
);

export type Platform = v.InferOutput<typeof platformSchema>;
export type Device = v.InferOutput<typeof deviceSchema>;
export type Step = v.InferOutput<typeof stepSchema>;
export type Instruction = v.InferOutput<typeof instructionSchema>;
export type InstructionsFile = v.InferOutput<typeof instructionsFileSchema>;
