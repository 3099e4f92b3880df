import type { Route } from "./+types/channels";
import { PATHS } from "~/config/paths";
import { ChannelsScreen } from "~/features/channels/channels-screen";
import { pageMeta } from "~/lib/meta";

export function meta(_: Route.MetaArgs) {
  return pageMeta({
    title: "Channels",
    description: "See every channel in each Keystone TV package.",
    path: PATHS.channels,
  });
}

export default function Channels() {
  return <ChannelsScreen title="Channels" />;
}
