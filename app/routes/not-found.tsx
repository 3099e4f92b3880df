import type { Route } from "./+types/not-found";
import { NotFoundScreen, notFoundMeta } from "~/components/not-found-screen";

export function meta({ matches }: Route.MetaArgs) {
  return notFoundMeta(matches);
}

export default NotFoundScreen;
