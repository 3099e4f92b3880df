import type { Route } from "./+types/signup";
import { PATHS } from "~/config/paths";
import { SignupPage } from "~/features/info/signup-page";
import { pageMeta } from "~/lib/meta";
import { signup as t } from "~/messages/en/signup";

export function meta(_: Route.MetaArgs) {
  return pageMeta({ ...t.meta, path: PATHS.signup, locale: "en" });
}

export default function Signup() {
  return <SignupPage t={t} />;
}
