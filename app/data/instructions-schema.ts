import * as v from "valibot";

import { READS_SCHEMA_WORDS, flag, list, spanish, text } from "./schemas";

/**
 * The contract of the instructions file (docs/decisions.md, "Data files"). Apart from ./schemas.ts,
 * so that only the Instructions page loads it.
 */

/** What the schemas say of a field that fails them; as in ./schemas.ts, the browser's build leaves the words out. */
const says = READS_SCHEMA_WORDS
  ? {
      link: 'must be a web address starting with "https://"',
      platform: "must be a platform (an object with name and active)",
      device: "must be a device (an object with name and platforms)",
      step: "must be a step (an object with text)",
      steps: "must hold at least one step",
      instruction:
        "must be an instruction (an object with device, platform and steps)",
      file: "must be an object with devices and instructions",
    }
  : undefined;

// Links open from the page, so only web addresses over HTTPS are allowed.
const link = v.pipe(
  v.string(says?.link),
  v.url(says?.link),
  v.startsWith("https://", says?.link),
);

export const platformSchema = v.object(
  { name: text, active: flag, es: spanish({ name: v.optional(text) }, "name") },
  says?.platform,
);

export const deviceSchema = v.object(
  {
    name: text,
    platforms: list(platformSchema, "platforms"),
    es: spanish({ name: v.optional(text) }, "name"),
  },
  says?.device,
);

export const stepSchema = v.object(
  {
    text,
    link: v.optional(link),
    es: spanish({ text: v.optional(text) }, "text"),
  },
  says?.step,
);

export const instructionSchema = v.object(
  {
    device: text,
    platform: text,
    steps: v.pipe(list(stepSchema, "steps"), v.minLength(1, says?.steps)),
  },
  says?.instruction,
);

export const instructionsFileSchema = v.object(
  {
    devices: list(deviceSchema, "devices"),
    instructions: list(instructionSchema, "instructions"),
  },
  says?.file,
);

export type Platform = v.InferOutput<typeof platformSchema>;
export type Device = v.InferOutput<typeof deviceSchema>;
export type Step = v.InferOutput<typeof stepSchema>;
export type Instruction = v.InferOutput<typeof instructionSchema>;
export type InstructionsFile = v.InferOutput<typeof instructionsFileSchema>;
