import type { Route } from "./+types/packages";
import { PATHS } from "~/config/paths";
import { packagesAndLineupLinks, packagesLoader } from "~/data/screen-loaders";
import { PackagesScreen } from "~/features/packages/packages-screen";
import { pageMeta } from "~/lib/meta";
import { HYDRATE } from "~/lib/page-scripts";
import { packages as t } from "~/messages/es/packages";

export function meta(_: Route.MetaArgs) {
  return pageMeta({ ...t.meta, path: PATHS.packages, locale: "es" });
}

export const handle = HYDRATE;

export const links = packagesAndLineupLinks;

export const clientLoader = packagesLoader;

export function HydrateFallback() {
  return <PackagesScreen t={t} />;
}

export default function Packages({ loaderData }: Route.ComponentProps) {
  return <PackagesScreen t={t} files={loaderData.files} />;
}
