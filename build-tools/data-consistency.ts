import {
  PACKAGE_BITS,
  PACKAGE_KEYS,
  PRIMARY_PACKAGE_COUNT,
} from "../app/config/constants";
import { site } from "../app/config/site";
import { type DataProblem, entryLabel } from "../app/data/parse-data";
import type {
  ChannelsFile,
  InstructionsFile,
  PackagesFile,
} from "../app/data/schemas";
import { addOnCoverage } from "../app/features/packages/add-on-coverage";
import { bestValuePrimary } from "../app/features/packages/best-value";
import { splitPackages } from "../app/features/packages/split-packages";

/**
 * Checks that the schemas cannot express: how entries of a file, and the
 * files, agree with each other and with the site config. Each check takes
 * parsed files and the label each file is reported under.
 */

const KEY_LIST = PACKAGE_KEYS.join(", ");

/** The entries whose value an earlier entry already had, with that entry's index. */
function findRepeats<T>(
  entries: readonly T[],
  valueOf: (entry: T) => string | number,
): { index: number; first: number; value: string | number }[] {
  const firstIndex = new Map<string | number, number>();
  return entries.flatMap((entry, index) => {
    const value = valueOf(entry);
    const first = firstIndex.get(value);
    if (first !== undefined) return [{ index, first, value }];
    firstIndex.set(value, index);
    return [];
  });
}

/** Reports each entry of a list whose field repeats an earlier entry's. */
function repeats<T>(
  file: string,
  list: string | null,
  entries: readonly T[],
  field: string,
  valueOf: (entry: T) => string | number,
): DataProblem[] {
  return findRepeats(entries, valueOf).map(({ index, first, value }) => ({
    file,
    entry: entryLabel(list, index, entries[index]),
    field,
    message: `repeats ${JSON.stringify(value)}, already used by ${list ?? "entry "}[${first}]`,
  }));
}

/** Reports where a list of package names differs from the ten keys in bit order. */
function keysInBitOrder(
  file: string,
  list: string | null,
  entries: readonly { name: string }[],
): DataProblem[] {
  const problems: DataProblem[] = [];
  const length = Math.max(entries.length, PACKAGE_KEYS.length);
  for (let index = 0; index < length; index++) {
    const entry = entries[index];
    const expected = PACKAGE_KEYS[index];
    if (entry?.name === expected) continue;
    problems.push({
      file,
      entry: entryLabel(list, index, entry),
      field: entry ? "name" : "",
      message:
        expected === undefined
          ? `is one entry too many: the list holds exactly the ten package keys (${KEY_LIST})`
          : `${entry ? `must be "${expected}"` : `is missing: "${expected}" belongs here`}, as the list holds the ten package keys in bit order (${KEY_LIST})`,
    });
  }
  return problems;
}

export function checkChannelsFile(
  file: string,
  { channels, packages }: ChannelsFile,
): DataProblem[] {
  const listedBits = packages.reduce(
    (mask, entry) => mask | PACKAGE_BITS[entry.name],
    0,
  );
  const orphans = channels.flatMap((channel, index) =>
    (channel.binary & listedBits) === 0
      ? [
          {
            file,
            entry: entryLabel("channels", index, channel),
            field: "binary",
            message: `puts the channel in no package of the packages list (got ${channel.binary})`,
          },
        ]
      : [],
  );
  return [
    ...keysInBitOrder(file, "packages", packages),
    ...repeats(file, "channels", channels, "id", (channel) => channel.id),
    ...repeats(
      file,
      "channels",
      channels,
      "channelName",
      (channel) => channel.channelName,
    ),
    ...orphans,
  ];
}

export function checkPackagesFile(
  file: string,
  entries: PackagesFile,
): DataProblem[] {
  return [
    ...keysInBitOrder(file, null, entries),
    ...repeats(file, null, entries, "id", (entry) => entry.id),
  ];
}

/** Package titles must read the same on the Packages and Channels screens. */
export function checkPackageTitles(
  file: string,
  entries: PackagesFile,
  channelsFileLabel: string,
  { packages }: ChannelsFile,
): DataProblem[] {
  return entries.flatMap((entry, index) => {
    const listed = packages.find((item) => item.name === entry.name);
    return listed && listed.title !== entry.title
      ? [
          {
            file,
            entry: entryLabel(null, index, entry),
            field: "title",
            message: `reads ${JSON.stringify(entry.title)} but ${channelsFileLabel} calls "${entry.name}" ${JSON.stringify(listed.title)}`,
          },
        ]
      : [];
  });
}

/**
 * An add-on whose every channel already comes with an active primary package
 * must say so: its description names that package, so no copy claims it adds
 * to "any primary package".
 */
export function checkAddOnsAdd(
  file: string,
  entries: PackagesFile,
  lineup: ChannelsFile,
): DataProblem[] {
  const { primary } = splitPackages(entries);
  return entries.flatMap((entry, index) => {
    if (index < PRIMARY_PACKAGE_COUNT || !entry.active) return [];
    const { holder } = addOnCoverage(entry.name, primary, lineup);
    return holder && !entry.description.includes(holder.title)
      ? [
          {
            file,
            entry: entryLabel(null, index, entry),
            field: "description",
            message: `does not name ${holder.title}, which already holds every channel of ${entry.title}`,
          },
        ]
      : [];
  });
}

/** Labels that claim what no figure of ours can show yet: no one subscribes on their own before sign-up opens. */
const UNPROVABLE_LABEL = /popular|favorite|best[- ]?sell/i;
const BEST_VALUE_LABEL = /^best value$/i;

/**
 * A label is a claim. "Best value" may sit only on the active primary package
 * with the lowest price per TV channel; a popularity claim may sit nowhere.
 */
export function checkPackageLabels(
  file: string,
  entries: PackagesFile,
  lineup: ChannelsFile,
): DataProblem[] {
  const best = bestValuePrimary(entries, lineup);
  return entries.flatMap((entry, index) => {
    const { label } = entry;
    if (label === undefined || !entry.active) return [];
    const problem = (message: string): DataProblem[] => [
      { file, entry: entryLabel(null, index, entry), field: "label", message },
    ];
    if (UNPROVABLE_LABEL.test(label)) {
      return problem(
        `claims ${JSON.stringify(label)}, which nothing can show before individual subscriptions open`,
      );
    }
    if (BEST_VALUE_LABEL.test(label) && best?.entry.name !== entry.name) {
      return problem(
        best
          ? `says ${JSON.stringify(label)}, but ${best.entry.title} has the lowest price per TV channel (${(best.centsPerTvChannel / 100).toFixed(3)} dollars)`
          : `says ${JSON.stringify(label)}, but no active primary package has TV channels`,
      );
    }
    return [];
  });
}

/** Step links may only point at the store and web-player addresses of the site config. */
const KNOWN_LINKS = new Set([
  site.webPlayerUrl,
  ...site.stores.map((store) => store.href),
]);

export function checkInstructionsFile(
  file: string,
  { devices, instructions }: InstructionsFile,
): DataProblem[] {
  const problems: DataProblem[] = [
    ...repeats(file, "devices", devices, "name", (device) => device.name),
    ...devices.flatMap((device, deviceIndex) =>
      findRepeats(device.platforms, (platform) => platform.name).map(
        ({ index, first, value }) => ({
          file,
          entry: entryLabel("devices", deviceIndex, device),
          field: `platforms[${index}].name`,
          message: `repeats ${JSON.stringify(value)}, already used by platforms[${first}]`,
        }),
      ),
    ),
    ...repeats(
      file,
      "instructions",
      instructions,
      "platform",
      (instruction) => `${instruction.device} / ${instruction.platform}`,
    ),
  ];

  devices.forEach((device, deviceIndex) => {
    device.platforms.forEach((platform, platformIndex) => {
      const covered = instructions.some(
        (instruction) =>
          instruction.device === device.name &&
          instruction.platform === platform.name,
      );
      if (platform.active && !covered) {
        problems.push({
          file,
          entry: entryLabel("devices", deviceIndex, device),
          field: `platforms[${platformIndex}]`,
          message: `active platform "${platform.name}" has no instruction`,
        });
      }
    });
  });

  instructions.forEach((instruction, index) => {
    const entry = entryLabel("instructions", index, instruction);
    const device = devices.find((item) => item.name === instruction.device);
    if (!device) {
      problems.push({
        file,
        entry,
        field: "device",
        message: `names no device of the devices list (got ${JSON.stringify(instruction.device)})`,
      });
    } else if (
      !device.platforms.some((item) => item.name === instruction.platform)
    ) {
      problems.push({
        file,
        entry,
        field: "platform",
        message: `names no platform of device "${device.name}" (got ${JSON.stringify(instruction.platform)})`,
      });
    }
    instruction.steps.forEach((step, stepIndex) => {
      if (step.link !== undefined && !KNOWN_LINKS.has(step.link)) {
        problems.push({
          file,
          entry,
          field: `steps[${stepIndex}].link`,
          message: `is not one of the store or web-player addresses in app/config/site.ts (got ${JSON.stringify(step.link)})`,
        });
      }
    });
  });

  return problems;
}
