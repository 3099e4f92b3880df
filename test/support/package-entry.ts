import type { PackageEntry } from "~/data/schemas";

/** A packages.json entry for tests: what matters is its name, price and whether it is active. */
export const packageEntry = (
  id: number,
  name: PackageEntry["name"],
  price: string,
  active = true,
): PackageEntry => ({
  id,
  name,
  title: name.toUpperCase(),
  channels: "some channels",
  description: "A package",
  price,
  active,
});
