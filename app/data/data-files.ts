import { DATA_PATHS } from "~/config/paths";

import { createDataFile } from "./data-file";
import {
  channelsFileSchema,
  instructionsFileSchema,
  packagesFileSchema,
} from "./schemas";

/** The three data files of SPEC §7, each loaded at most once per visit. */
export const packagesFile = createDataFile(
  DATA_PATHS.packages,
  packagesFileSchema,
);
export const channelsFile = createDataFile(
  DATA_PATHS.channels,
  channelsFileSchema,
);
export const instructionsFile = createDataFile(
  DATA_PATHS.instructions,
  instructionsFileSchema,
);
