import type { Route } from "./+types/packages";
import { PATHS } from "~/config/paths";
import { channelsFile, packagesFile } from "~/data/data-files";
import { handBack, loadedWithOptional } from "~/data/loaded";
import { PackagesScreen } from "~/features/packages/packages-screen";
import { pageMeta } from "~/lib/meta";
import { packages as t } from "~/messages/en/packages";

export function meta(_: Route.MetaArgs) {
  return pageMeta({ ...t.meta, path: PATHS.packages, locale: "en" });
}

/**
 * The add-ons' lines come from the lineup. The tables wait until it has
 * loaded or failed, so they appear once and nothing moves under the reader;
 * without the lineup they show everything but those lines.
 */
export function clientLoader() {
  return handBack({ files: loadedWithOptional(packagesFile, channelsFile) });
}

export function HydrateFallback() {
  return <PackagesScreen t={t} />;
}

export default function Packages({ loaderData }: Route.ComponentProps) {
  return <PackagesScreen t={t} files={loaderData.files} />;
}
