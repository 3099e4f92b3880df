import { Link } from "react-router";

import type { Route } from "./+types/home";
import { Logo } from "~/components/logo";
import { PATHS } from "~/config/paths";
import { site } from "~/config/site";
import { pageMeta } from "~/lib/meta";

export function meta(_: Route.MetaArgs) {
  return pageMeta({
    title: "Live TV without cable",
    description: `${site.name} streams live U.S. TV channels as a cable replacement: four packages plus add-ons, no contracts, cancel anytime.`,
    path: PATHS.home,
  });
}

export default function Home() {
  return (
    <>
      <Logo />
      <h1>{site.tagline}</h1>
      <p>
        Live channels, <Link to={PATHS.packages}>clear packages</Link> and a
        full <Link to={PATHS.channels}>channel lineup</Link>.
      </p>
    </>
  );
}
