import type { Route } from "./+types/isps-mdus";
import { PATHS } from "~/config/paths";
import { PartnersPage } from "~/features/partners/partners-page";
import { pageMeta } from "~/lib/meta";
import { partners as t } from "~/messages/en/partners";

export function meta(_: Route.MetaArgs) {
  return pageMeta({ ...t.meta, path: PATHS.partners, locale: "en" });
}

export default function IspsMdus() {
  return <PartnersPage t={t} />;
}
