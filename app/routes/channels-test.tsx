import type { Route } from "./+types/channels-test";
import { PATHS } from "~/config/paths";
import { ChannelsScreen } from "~/features/channels/channels-screen";
import { pageMeta } from "~/lib/meta";

export function meta(_: Route.MetaArgs) {
  return pageMeta({
    title: "Channels Test",
    description: "Test view of the Keystone TV channel lineups.",
    path: PATHS.channelsTest,
    noindex: true,
  });
}

export default function ChannelsTest() {
  return <ChannelsScreen title="Channels Test" />;
}
