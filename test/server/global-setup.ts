import { ensureBuild } from "../../scripts/ensure-build.js";

/** The integration tests run against the real build: make it when missing or stale. */
export default function setup(): void {
  ensureBuild();
}
