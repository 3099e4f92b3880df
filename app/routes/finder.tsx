import type { Route } from "./+types/finder";
import { PATHS } from "~/config/paths";
import { channelsFile, packagesFile } from "~/data/data-files";
import { handBack, loadedBoth } from "~/data/loaded";
import { FinderScreen } from "~/features/finder/finder-screen";
import { pageMeta } from "~/lib/meta";
import { finder as t } from "~/messages/en/finder";

export function meta(_: Route.MetaArgs) {
  return pageMeta({ ...t.meta, path: PATHS.finder, locale: "en" });
}

export function clientLoader() {
  return handBack({ files: loadedBoth(packagesFile, channelsFile) });
}

export function HydrateFallback() {
  return <FinderScreen t={t} />;
}

export default function Finder({ loaderData }: Route.ComponentProps) {
  return <FinderScreen t={t} files={loaderData.files} />;
}
