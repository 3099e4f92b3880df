import { DATA_PATHS } from "~/config/paths";

import { createDataFile, preloadLinks, startPreloaded } from "./data-file";
import { instructionsFileSchema } from "./instructions-schema";
import { loaded } from "./loaded";

/**
 * The instructions file of docs/decisions.md, "Data files", loaded at most once per visit. Apart from
 * ./data-files.ts, so that only the Instructions page loads its schema.
 */
export const instructionsFile = createDataFile(
  DATA_PATHS.instructions,
  instructionsFileSchema,
);

// When this page's HTML preloads the file, it loads from now on, not once hydrated.
startPreloaded(instructionsFile);

/** What the Instructions screen loads, for both languages' routes. */
export const loadInstructions = () => loaded(instructionsFile);

export const instructionsLinks = () => preloadLinks(instructionsFile);
