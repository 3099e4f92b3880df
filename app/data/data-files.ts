import { DATA_PATHS } from "~/config/paths";

import { createDataFile, startPreloaded } from "./data-file";
import { channelsFileSchema, packagesFileSchema } from "./schemas";

/**
 * The packages and channels files of docs/decisions.md, "Data files", each loaded at most once per
 * visit (./instructions-file.ts has the third).
 */
export const packagesFile = createDataFile(
  DATA_PATHS.packages,
  packagesFileSchema,
);
export const channelsFile = createDataFile(
  DATA_PATHS.channels,
  channelsFileSchema,
);

// The files this page's HTML preloads load from now on, not once hydrated.
startPreloaded(packagesFile, channelsFile);
