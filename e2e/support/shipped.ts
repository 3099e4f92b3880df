import { readFileSync } from "node:fs";

import * as v from "valibot";

import { DATA_PATHS } from "../../app/config/paths";
import { instructionsFileSchema } from "../../app/data/instructions-schema";
import { channelsFileSchema, packagesFileSchema } from "../../app/data/schemas";

// The data files as the build under test ships them, for the tests that read
// what they expect from the shipped files rather than from fixtures, in
// Chromium and in the Firefox and WebKit suite.

function built(dataPath: string): unknown {
  return JSON.parse(
    readFileSync(
      new URL(`../../build/client${dataPath}`, import.meta.url),
      "utf8",
    ),
  );
}

export const shippedPackages = () =>
  v.parse(packagesFileSchema, built(DATA_PATHS.packages));

export const shippedLineup = () =>
  v.parse(channelsFileSchema, built(DATA_PATHS.channels));

export const shippedInstructions = () =>
  v.parse(instructionsFileSchema, built(DATA_PATHS.instructions));
