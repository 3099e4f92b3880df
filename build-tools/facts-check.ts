import type { BusinessFacts } from "../app/config/facts-schema";
import { type DataProblem, quoted } from "../app/data/parse-data";
import type { InstructionsFile } from "../app/data/instructions-schema";

/**
 * The checks of the business's facts file against the other data files, for
 * `npm run check:data`: each TV model year names a platform of the
 * instructions file, or no page would ever show it.
 */
export function checkModelYears(
  factsFile: string,
  facts: BusinessFacts,
  instructionsFile: string,
  instructions: InstructionsFile,
): DataProblem[] {
  const platforms = new Set(
    instructions.devices.flatMap((device) =>
      device.platforms.map((platform) => platform.name),
    ),
  );
  return Object.keys(facts.tvModelYears ?? {})
    .filter((name) => !platforms.has(name))
    .map((name) => ({
      file: factsFile,
      entry: "the file",
      field: `tvModelYears.${name}`,
      message: `must name a platform of ${instructionsFile} (${quoted(name)} is none of ${[...platforms].map(quoted).join(", ")})`,
    }));
}
