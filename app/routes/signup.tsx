import type { Route } from "./+types/signup";
import { PATHS } from "~/config/paths";
import { pageMeta } from "~/lib/meta";

export function meta(_: Route.MetaArgs) {
  return pageMeta({
    title: "Sign Up",
    description:
      "How to get Keystone TV today, and when individual subscriptions open.",
    path: PATHS.signup,
  });
}

export default function Screen() {
  return <h1>Sign Up</h1>;
}
