import type { Route } from "./+types/privacy";
import { PATHS } from "~/config/paths";
import { PrivacyPage } from "~/features/info/privacy-page";
import { pageMeta } from "~/lib/meta";
import { privacy as t } from "~/messages/es/privacy";

export function meta(_: Route.MetaArgs) {
  return pageMeta({ ...t.meta, path: PATHS.privacy, locale: "es" });
}

export default function Privacy() {
  return <PrivacyPage t={t} />;
}
