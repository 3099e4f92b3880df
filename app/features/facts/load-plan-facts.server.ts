import { DATA_PATHS } from "~/config/paths";
import { readDataFile } from "~/data/read-data-file.server";
import {
  channelsFileSchema,
  instructionsFileSchema,
  packagesFileSchema,
} from "~/data/schemas";

import { type PlanFacts, planFacts } from "./plan-facts";

/** The plan figures of the data files shipped in this build, for a pre-rendering loader. */
export async function loadPlanFacts(): Promise<PlanFacts> {
  const [packages, lineup, instructions] = await Promise.all([
    readDataFile(DATA_PATHS.packages, packagesFileSchema),
    readDataFile(DATA_PATHS.channels, channelsFileSchema),
    readDataFile(DATA_PATHS.instructions, instructionsFileSchema),
  ]);
  return planFacts(packages, lineup, instructions);
}
