/** The platform whose step links lead to the web player rather than an app store. */
export const WEB_PLATFORM = "Web";

/** Whether a platform, by its data-file name, is the web player. */
export function isWebPlatform(name: string): boolean {
  return name === WEB_PLATFORM;
}

interface PlatformLike {
  name: string;
  active: boolean;
}

interface DeviceLike<P extends PlatformLike> {
  name: string;
  platforms: readonly P[];
}

/** The active platforms of a device, in file order. */
export function activePlatforms<P extends PlatformLike>(
  device: DeviceLike<P>,
): P[] {
  return device.platforms.filter((platform) => platform.active);
}

/** The devices a visitor can choose: those with at least one active platform. */
export function selectableDevices<
  P extends PlatformLike,
  D extends DeviceLike<P>,
>(devices: readonly D[]): D[] {
  return devices.filter((device) => activePlatforms(device).length > 0);
}

/** The instruction for a device and platform, if the file has one. */
export function findInstruction<I extends { device: string; platform: string }>(
  instructions: readonly I[],
  device: string,
  platform: string,
): I | undefined {
  return instructions.find(
    (instruction) =>
      instruction.device === device && instruction.platform === platform,
  );
}
