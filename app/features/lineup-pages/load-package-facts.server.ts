import { DATA_PATHS } from "~/config/paths";
import { readDataFileOnce } from "~/data/build-data.server";
import { channelsFileSchema, packagesFileSchema } from "~/data/schemas";
import type { Locale } from "~/i18n/locale";
import { channelSlugs, packageSlug } from "~/lineup/slug";

import { type PackageFacts, packageFacts } from "./package-facts";

/**
 * The facts of the page of the package whose slug is `slug`, from the data
 * files shipped in this build, for its pre-rendering loader; null when no
 * package has that slug.
 */
export async function loadPackageFacts(
  slug: string,
  locale: Locale,
): Promise<PackageFacts | null> {
  const [packages, lineup] = await Promise.all([
    readDataFileOnce(DATA_PATHS.packages, packagesFileSchema),
    readDataFileOnce(DATA_PATHS.channels, channelsFileSchema),
  ]);
  const entry = packages.find((item) => packageSlug(item.name) === slug);
  if (!entry) return null;
  return packageFacts(
    packages,
    lineup,
    entry,
    channelSlugs(lineup.channels),
    locale,
  );
}
