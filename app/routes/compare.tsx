import type { Route } from "./+types/compare";
import { PATHS } from "~/config/paths";
import { pageMeta } from "~/lib/meta";

export function meta(_: Route.MetaArgs) {
  return pageMeta({
    title: "Compare Packages",
    description: "Every channel against every package.",
    path: PATHS.compare,
  });
}

export default function Compare() {
  return <h1>Compare Packages</h1>;
}
