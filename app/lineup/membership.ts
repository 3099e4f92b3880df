import {
  PACKAGE_BITS,
  PACKAGE_KEYS,
  type PackageKey,
} from "~/config/constants";

/** Whether a channel with membership mask `binary` is in package `key`. */
export function isInPackage(binary: number, key: PackageKey): boolean {
  return (binary & PACKAGE_BITS[key]) !== 0;
}

/** The packages, in bit order, whose bit is set in `binary`. */
export function packagesOf(binary: number): PackageKey[] {
  return PACKAGE_KEYS.filter((key) => isInPackage(binary, key));
}

/** The channels of package `key`, in their given order. */
export function channelsInPackage<T extends { binary: number }>(
  channels: readonly T[],
  key: PackageKey,
): T[] {
  return channels.filter((channel) => isInPackage(channel.binary, key));
}
