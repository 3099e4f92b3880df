import type { Route } from "./+types/not-found";
import { NotFoundScreen, notFoundMeta } from "~/components/not-found-screen";
import { HYDRATE } from "~/lib/page-scripts";

export function meta({ matches }: Route.MetaArgs) {
  return notFoundMeta(matches);
}

// It logs the unknown path to the console, which needs its script.
export const handle = HYDRATE;

export default NotFoundScreen;
