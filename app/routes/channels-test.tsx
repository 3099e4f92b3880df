import type { Route } from "./+types/channels-test";
import { PATHS } from "~/config/paths";
import { channelsLinks, channelsLoader } from "~/data/screen-loaders";
import { ChannelsScreen } from "~/features/channels/channels-screen";
import { pageMeta } from "~/lib/meta";
import { HYDRATE } from "~/lib/page-scripts";
import { channels as t } from "~/messages/en/channels";

export function meta(_: Route.MetaArgs) {
  return pageMeta({
    ...t.testMeta,
    path: PATHS.channelsTest,
    locale: "en",
    noindex: true,
  });
}

export const handle = HYDRATE;

export const links = channelsLinks;

export const clientLoader = channelsLoader;

export function HydrateFallback() {
  return <ChannelsScreen t={t} title={t.testTitle} />;
}

export default function ChannelsTest({ loaderData }: Route.ComponentProps) {
  return (
    <ChannelsScreen t={t} title={t.testTitle} lineup={loaderData.lineup} />
  );
}
