import type { Route } from "./+types/accessibility";
import { PATHS } from "~/config/paths";
import { AccessibilityPage } from "~/features/info/accessibility-page";
import { pageMeta } from "~/lib/meta";
import { accessibility as t } from "~/messages/es/accessibility";

export function meta(_: Route.MetaArgs) {
  return pageMeta({ ...t.meta, path: PATHS.accessibility, locale: "es" });
}

export default function Accessibility() {
  return <AccessibilityPage t={t} />;
}
