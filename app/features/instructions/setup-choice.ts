import { activePlatforms, selectableDevices } from "~/lineup/platforms";

/** The query parameters that carry the Instructions choice, e.g. `?device=Mobile&platform=iOS`. */
export const DEVICE_PARAM = "device";
export const PLATFORM_PARAM = "platform";

interface PlatformLike {
  name: string;
  active: boolean;
}

interface DeviceLike {
  name: string;
  platforms: readonly PlatformLike[];
}

export interface SetupChoice<D extends DeviceLike> {
  device: D | null;
  platform: D["platforms"][number] | null;
  /** The `device` value when it names no device a visitor can choose. */
  unknownDevice: string | null;
  /** The `platform` value when it names no active platform of the device. */
  unknownPlatform: string | null;
}

/**
 * Reads the device and platform from the URL. Names match in any letter
 * case. A value that names nothing selectable falls back to no choice and is
 * reported back; a good device with a bad platform keeps the device.
 */
export function chooseSetup<D extends DeviceLike>(
  deviceValue: string | null,
  platformValue: string | null,
  devices: readonly D[],
): SetupChoice<D> {
  const none = {
    device: null,
    platform: null,
    unknownDevice: null,
    unknownPlatform: null,
  };
  if (!deviceValue) {
    return platformValue ? { ...none, unknownPlatform: platformValue } : none;
  }
  const device = findByName(selectableDevices(devices), deviceValue);
  if (!device) return { ...none, unknownDevice: deviceValue };
  if (!platformValue) return { ...none, device };
  const platform = findByName(activePlatforms(device), platformValue);
  return platform
    ? { ...none, device, platform }
    : { ...none, device, unknownPlatform: platformValue };
}

function findByName<T extends { name: string }>(
  items: readonly T[],
  name: string,
): T | undefined {
  const wanted = name.toLowerCase();
  return items.find((item) => item.name.toLowerCase() === wanted);
}

/** The device and platform as the URL gives them, unchecked. */
export interface SetupQuery {
  device: string | null;
  platform: string | null;
}

export function readSetupQuery(params: URLSearchParams): SetupQuery {
  return {
    device: params.get(DEVICE_PARAM),
    platform: params.get(PLATFORM_PARAM),
  };
}

/** The query string for a choice, keeping any other parameters: `?device=Mobile&platform=iOS`. */
export function writeSetupQuery(
  { device, platform }: SetupQuery,
  params: URLSearchParams,
): string {
  const next = new URLSearchParams(params);
  next.delete(DEVICE_PARAM);
  next.delete(PLATFORM_PARAM);
  if (device) next.set(DEVICE_PARAM, device);
  if (device && platform) next.set(PLATFORM_PARAM, platform);
  const search = next.toString();
  return search ? `?${search}` : "";
}
