import type { Route } from "./+types/finder";
import { PATHS } from "~/config/paths";
import {
  packagesAndLineupLinks,
  packagesAndLineupLoader,
} from "~/data/screen-loaders";
import { FinderScreen } from "~/features/finder/finder-screen";
import { pageMeta } from "~/lib/meta";
import { HYDRATE } from "~/lib/page-scripts";
import { finder as t } from "~/messages/es/finder";

export function meta(_: Route.MetaArgs) {
  return pageMeta({ ...t.meta, path: PATHS.finder, locale: "es" });
}

export const handle = HYDRATE;

export const links = packagesAndLineupLinks;

export const clientLoader = packagesAndLineupLoader;

export function HydrateFallback() {
  return <FinderScreen t={t} />;
}

export default function Finder({ loaderData }: Route.ComponentProps) {
  return <FinderScreen t={t} files={loaderData.files} />;
}
