import type { Route } from "./+types/instructions";
import { PATHS } from "~/config/paths";
import {
  instructionsLinks,
  instructionsLoader,
} from "~/data/instructions-file";
import { InstructionsScreen } from "~/features/instructions/instructions-screen";
import { pageMeta } from "~/lib/meta";
import { HYDRATE } from "~/lib/page-scripts";
import { instructions as t } from "~/messages/es/instructions";

export function meta(_: Route.MetaArgs) {
  return pageMeta({ ...t.meta, path: PATHS.instructions, locale: "es" });
}

export const handle = HYDRATE;

export const links = instructionsLinks;

export const clientLoader = instructionsLoader;

export function HydrateFallback() {
  return <InstructionsScreen t={t} />;
}

export default function Instructions({ loaderData }: Route.ComponentProps) {
  return <InstructionsScreen t={t} instructions={loaderData.instructions} />;
}
