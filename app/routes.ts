import { type RouteConfig, layout, route } from "@react-router/dev/routes";

import { PATHS } from "./config/paths";

export default [
  layout("routes/site-layout.tsx", [
    route(PATHS.home, "routes/home.tsx"),
    route(PATHS.packages, "routes/packages.tsx"),
    route(PATHS.channels, "routes/channels.tsx"),
    // The Channels screen again under the title "Channels Test", for checking lineups; not indexed.
    route(PATHS.channelsTest, "routes/channels-test.tsx"),
    route(PATHS.instructions, "routes/instructions.tsx"),
    route(PATHS.partners, "routes/isps-mdus.tsx"),
    route(PATHS.signup, "routes/signup.tsx"),
    route(PATHS.finder, "routes/finder.tsx"),
    route(PATHS.compare, "routes/compare.tsx"),
    route(PATHS.faq, "routes/faq.tsx"),
    route(PATHS.privacy, "routes/privacy.tsx"),
    route(PATHS.accessibility, "routes/accessibility.tsx"),
    // Every other path, at any depth, gets the not-found screen.
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
