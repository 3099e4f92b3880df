import type { Route } from "./+types/not-found";
import { NotFoundScreen } from "~/components/not-found-screen";
import { site } from "~/config/site";
import { errors } from "~/messages/es/errors";

export function meta(_: Route.MetaArgs) {
  return [
    { title: `404 ${errors.statusText[404]} | ${site.name}` },
    { name: "robots", content: "noindex" },
  ];
}

export default NotFoundScreen;
