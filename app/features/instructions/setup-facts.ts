import type {
  Device,
  InstructionsFile,
  Platform,
  Step,
} from "~/data/instructions-schema";
import { findInstruction } from "~/lineup/platforms";
import { setupPages } from "~/lineup/setup-pages";

/** What a setup page shows: one device's platform, its steps, and the device's other platforms with pages. */
export interface SetupFacts {
  device: Device;
  platform: Platform;
  steps: Step[];
  deviceSlug: string;
  others: { platform: Platform; slug: string }[];
}

/** The facts of the setup page at `deviceSlug/platformSlug`; null when the file gives no such page. */
export function setupFacts(
  file: InstructionsFile,
  deviceSlug: string,
  platformSlug: string,
): SetupFacts | null {
  const pages = setupPages(file);
  const page = pages.find(
    (item) =>
      item.deviceSlug === deviceSlug && item.platformSlug === platformSlug,
  );
  if (!page) return null;
  const instruction = findInstruction(
    file.instructions,
    page.device.name,
    page.platform.name,
  );
  return {
    device: page.device,
    platform: page.platform,
    steps: instruction?.steps ?? [],
    deviceSlug,
    others: pages
      .filter(
        (item) =>
          item.deviceSlug === deviceSlug && item.platformSlug !== platformSlug,
      )
      .map((item) => ({ platform: item.platform, slug: item.platformSlug })),
  };
}
