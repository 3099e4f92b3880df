import { useLocation } from "react-router";

import type { Route } from "./+types/channels";
import { PATHS } from "~/config/paths";
import { channelsLinks, loadLineup } from "~/data/screen-files";
import { useScreenData } from "~/data/use-screen-data";
import { ChannelsScreen } from "~/features/channels/channels-screen";
import { basePath } from "~/i18n/locale";
import { useWords, wordsIn } from "~/i18n/words";
import { pageMetaAt } from "~/lib/meta";

// Channels, and at /plus/channelstest the same screen titled "Channels
// Test", for checking lineups, kept out of search results.

const isTestView = (pathname: string) =>
  basePath(pathname) === PATHS.channelsTest;

export function meta({ location, matches }: Route.MetaArgs) {
  const t = wordsIn(matches, "channels");
  return isTestView(location.pathname)
    ? pageMetaAt(location, t.testMeta, { noindex: true })
    : pageMetaAt(location, t.meta);
}

export const links = channelsLinks;

/** The screen's words and its title at this address. */
function useChannelsWords() {
  const t = useWords("channels");
  const title = isTestView(useLocation().pathname) ? t.testTitle : t.title;
  return { t, title };
}

export default function Channels() {
  return (
    <ChannelsScreen
      {...useChannelsWords()}
      lineup={useScreenData(loadLineup)}
    />
  );
}
