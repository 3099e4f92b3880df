import { DATA_PATHS } from "~/config/paths";
import { readDataFileOnce } from "~/data/build-data.server";
import { instructionsFileSchema } from "~/data/instructions-schema";

import { type SetupFacts, setupFacts } from "./setup-facts";

/** The facts of a setup page from the instructions file shipped in this build, for its pre-rendering loader. */
export async function loadSetupFacts(
  deviceSlug: string,
  platformSlug: string,
): Promise<SetupFacts | null> {
  const file = await readDataFileOnce(
    DATA_PATHS.instructions,
    instructionsFileSchema,
  );
  return setupFacts(file, deviceSlug, platformSlug);
}
