import type { Route } from "./+types/packages";
import { packagesAndLineupLinks, packagesLoader } from "~/data/screen-loaders";
import { PackagesScreen } from "~/features/packages/packages-screen";
import { useWords, wordsIn } from "~/i18n/words";
import { pageMetaAt } from "~/lib/meta";
import { HYDRATE } from "~/lib/page-scripts";

export function meta({ location, matches }: Route.MetaArgs) {
  return pageMetaAt(location, wordsIn(matches, "packages").meta);
}

export const handle = HYDRATE;

export const links = packagesAndLineupLinks;

export const clientLoader = packagesLoader;

export function HydrateFallback() {
  return <PackagesScreen t={useWords("packages")} />;
}

export default function Packages({ loaderData }: Route.ComponentProps) {
  return <PackagesScreen t={useWords("packages")} files={loaderData.files} />;
}
