import type { Route } from "./+types/privacy";
import { PATHS } from "~/config/paths";
import { PrivacyPage } from "~/features/info/privacy-page";
import { pageMeta } from "~/lib/meta";
import { privacy as t } from "~/messages/en/privacy";

export function meta(_: Route.MetaArgs) {
  return pageMeta({ ...t.meta, path: PATHS.privacy, locale: "en" });
}

export default function Privacy() {
  return <PrivacyPage t={t} />;
}
