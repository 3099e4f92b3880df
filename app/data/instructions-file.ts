import { DATA_PATHS } from "~/config/paths";

import { createDataFile } from "./data-file";
import { instructionsFileSchema } from "./instructions-schema";

/**
 * The instructions file of SPEC §7, loaded at most once per visit. Apart from
 * ./data-files.ts, so that only the Instructions page loads its schema.
 */
export const instructionsFile = createDataFile(
  DATA_PATHS.instructions,
  instructionsFileSchema,
);
