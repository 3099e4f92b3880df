import type { Route } from "./+types/isps-mdus";
import { PATHS } from "~/config/paths";
import { PartnersPage } from "~/features/partners/partners-page";
import { pageMeta } from "~/lib/meta";
import { partners as t } from "~/messages/es/partners";

export function meta(_: Route.MetaArgs) {
  return pageMeta({ ...t.meta, path: PATHS.partners, locale: "es" });
}

export default function IspsMdus() {
  return <PartnersPage t={t} />;
}
