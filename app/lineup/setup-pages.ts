import { activePlatforms } from "./platforms";
import { slugify } from "./slug";

interface SetupData<D, P> {
  devices: readonly (D & {
    name: string;
    platforms: readonly (P & { name: string; active: boolean })[];
  })[];
  instructions: readonly { device: string; platform: string }[];
}

/** A setup page: a device's active platform that has steps, and their slugs. */
export interface SetupPage<D, P> {
  device: D & { name: string };
  platform: P & { name: string };
  deviceSlug: string;
  platformSlug: string;
}

/**
 * The setup pages the instructions file gives, in file order: one per active
 * platform of a device with an instruction for it, at
 * `/plus/instructions/{device slug}/{platform slug}` ("smart-tv/samsung").
 * A platform the file lists twice, or whose slug another platform of the
 * device already has, gets no second page.
 */
export function setupPages<D, P>(data: SetupData<D, P>): SetupPage<D, P>[] {
  const pages: SetupPage<D, P>[] = [];
  const taken = new Set<string>();
  for (const device of data.devices) {
    const deviceSlug = slugify(device.name);
    for (const platform of activePlatforms(device)) {
      const platformSlug = slugify(platform.name);
      const key = `${deviceSlug}/${platformSlug}`;
      const hasSteps = data.instructions.some(
        (instruction) =>
          instruction.device === device.name &&
          instruction.platform === platform.name,
      );
      if (!hasSteps || !deviceSlug || !platformSlug || taken.has(key)) {
        continue;
      }
      taken.add(key);
      pages.push({ device, platform, deviceSlug, platformSlug });
    }
  }
  return pages;
}
