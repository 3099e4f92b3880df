import type { Route } from "./+types/compare";
import { PATHS } from "~/config/paths";
import {
  packagesAndLineupLinks,
  packagesAndLineupLoader,
} from "~/data/screen-loaders";
import { CompareScreen } from "~/features/compare/compare-screen";
import { pageMeta } from "~/lib/meta";
import { HYDRATE } from "~/lib/page-scripts";
import { compare as t } from "~/messages/en/compare";

export function meta(_: Route.MetaArgs) {
  return pageMeta({ ...t.meta, path: PATHS.compare, locale: "en" });
}

export const handle = HYDRATE;

export const links = packagesAndLineupLinks;

export const clientLoader = packagesAndLineupLoader;

export function HydrateFallback() {
  return <CompareScreen t={t} />;
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  return <CompareScreen t={t} files={loaderData.files} />;
}
