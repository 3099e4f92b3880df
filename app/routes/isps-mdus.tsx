import type { Route } from "./+types/isps-mdus";
import { PATHS } from "~/config/paths";
import { pageMeta } from "~/lib/meta";

export function meta(_: Route.MetaArgs) {
  return pageMeta({
    title: "ISPs / Cable Providers and MDUs",
    description:
      "Partner with Keystone TV to offer live TV to internet subscribers, apartment residents and hotel guests.",
    path: PATHS.partners,
  });
}

export default function Screen() {
  return <h1>ISPs / Cable Providers and MDUs</h1>;
}
