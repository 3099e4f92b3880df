import type { Route } from "./+types/instructions";
import { PATHS } from "~/config/paths";
import { instructionsFile } from "~/data/instructions-file";
import { handBack, loaded } from "~/data/loaded";
import { InstructionsScreen } from "~/features/instructions/instructions-screen";
import { pageMeta } from "~/lib/meta";
import { instructions as t } from "~/messages/en/instructions";

export function meta(_: Route.MetaArgs) {
  return pageMeta({ ...t.meta, path: PATHS.instructions, locale: "en" });
}

export function clientLoader() {
  return handBack({ instructions: loaded(instructionsFile) });
}

export function HydrateFallback() {
  return <InstructionsScreen t={t} />;
}

export default function Instructions({ loaderData }: Route.ComponentProps) {
  return <InstructionsScreen t={t} instructions={loaderData.instructions} />;
}
