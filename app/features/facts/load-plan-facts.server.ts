import { DATA_PATHS } from "~/config/paths";
import { readDataFile } from "~/data/read-data-file.server";
import { channelsFileSchema, packagesFileSchema } from "~/data/schemas";
import { instructionsFileSchema } from "~/data/instructions-schema";
import type { Locale } from "~/i18n/locale";

import { type PlanFacts, planFacts } from "./plan-facts";

/** The plan figures of the data files shipped in this build, in `locale`, for a pre-rendering loader. */
export async function loadPlanFacts(locale: Locale): Promise<PlanFacts> {
  const [packages, lineup, instructions] = await Promise.all([
    readDataFile(DATA_PATHS.packages, packagesFileSchema),
    readDataFile(DATA_PATHS.channels, channelsFileSchema),
    readDataFile(DATA_PATHS.instructions, instructionsFileSchema),
  ]);
  return planFacts(packages, lineup, instructions, locale);
}
