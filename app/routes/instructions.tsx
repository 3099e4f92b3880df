import type { Route } from "./+types/instructions";
import { PATHS } from "~/config/paths";
import { pageMeta } from "~/lib/meta";

export function meta(_: Route.MetaArgs) {
  return pageMeta({
    title: "Instructions",
    description:
      "Set up Keystone TV on your phone, streaming player or smart TV.",
    path: PATHS.instructions,
  });
}

export default function Screen() {
  return <h1>Instructions</h1>;
}
