import type { Route } from "./+types/not-found";
import { NotFoundScreen } from "~/components/not-found-screen";
import { site } from "~/config/site";
import { wordsIn } from "~/i18n/words";
import { HYDRATE } from "~/lib/page-scripts";

export function meta({ matches }: Route.MetaArgs) {
  const { errors } = wordsIn(matches, "common");
  return [
    { title: `404 ${errors.statusText[404]} | ${site.name}` },
    { name: "robots", content: "noindex" },
  ];
}

// It logs the unknown path to the console, which needs its script.
export const handle = HYDRATE;

export default NotFoundScreen;
