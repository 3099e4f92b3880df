import type { Route } from "./+types/packages";
import { PATHS } from "~/config/paths";
import { pageMeta } from "~/lib/meta";

export function meta(_: Route.MetaArgs) {
  return pageMeta({
    title: "Packages",
    description: "Compare the Keystone TV packages and their monthly prices.",
    path: PATHS.packages,
  });
}

export default function Screen() {
  return <h1>Packages</h1>;
}
