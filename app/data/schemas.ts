import * as v from "valibot";

import { MAX_PACKAGE_MASK, PACKAGE_KEYS } from "~/config/constants";
import { PRICE_PATTERN } from "~/lib/format-price";

/**
 * The contract of the three data files (SPEC §3, §7). The browser and
 * `npm run check:data` both parse with these schemas; the types below are
 * inferred from them. Messages complete the sentence `field "x" …`.
 */

const BLANK = "must be text that is not blank";
const text = v.pipe(v.string(BLANK), v.regex(/\S/, BLANK));

const ID = "must be a whole number of 1 or more";
const id = v.pipe(v.number(ID), v.integer(ID), v.minValue(1, ID));

const flag = v.boolean("must be true or false");

const packageKey = v.picklist(
  PACKAGE_KEYS,
  `must be one of the package keys ${PACKAGE_KEYS.join(", ")}`,
);

const PRICE = 'must be dollars and exactly two cents digits, like "34.50"';
const price = v.pipe(v.string(PRICE), v.regex(PRICE_PATTERN, PRICE));

const BINARY = `must be a whole number from 1 to ${MAX_PACKAGE_MASK}`;
const binary = v.pipe(
  v.number(BINARY),
  v.integer(BINARY),
  v.minValue(1, BINARY),
  v.maxValue(MAX_PACKAGE_MASK, BINARY),
);

// Links open from the page, so only web addresses over HTTPS are allowed.
const LINK = 'must be a web address starting with "https://"';
const link = v.pipe(
  v.string(LINK),
  v.url(LINK),
  v.startsWith("https://", LINK),
);

const list = <T extends v.GenericSchema>(item: T, what: string) =>
  v.array(item, `must be a list of ${what}`);

export const packageEntrySchema = v.object(
  {
    id,
    name: packageKey,
    title: text,
    channels: text,
    description: text,
    price,
    label: v.optional(text),
    active: flag,
  },
  "must be a package entry (an object)",
);

export const packagesFileSchema = list(packageEntrySchema, "package entries");

export const channelSchema = v.object(
  { id, channelName: text, binary },
  "must be a channel entry (an object)",
);

export const channelPackageSchema = v.object(
  { name: packageKey, title: text },
  "must be a package (an object with name and title)",
);

export const channelsFileSchema = v.object(
  {
    channels: list(channelSchema, "channel entries"),
    packages: list(channelPackageSchema, "packages"),
  },
  "must be an object with channels and packages",
);

export const platformSchema = v.object(
  { name: text, active: flag },
  "must be a platform (an object with name and active)",
);

export const deviceSchema = v.object(
  { name: text, platforms: list(platformSchema, "platforms") },
  "must be a device (an object with name and platforms)",
);

export const stepSchema = v.object(
  { text, link: v.optional(link) },
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

export type PackageEntry = v.InferOutput<typeof packageEntrySchema>;
export type PackagesFile = v.InferOutput<typeof packagesFileSchema>;
export type Channel = v.InferOutput<typeof channelSchema>;
export type ChannelPackage = v.InferOutput<typeof channelPackageSchema>;
export type ChannelsFile = v.InferOutput<typeof channelsFileSchema>;
export type Platform = v.InferOutput<typeof platformSchema>;
export type Device = v.InferOutput<typeof deviceSchema>;
export type Step = v.InferOutput<typeof stepSchema>;
export type Instruction = v.InferOutput<typeof instructionSchema>;
export type InstructionsFile = v.InferOutput<typeof instructionsFileSchema>;
