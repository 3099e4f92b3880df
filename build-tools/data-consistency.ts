import {
  PACKAGE_BITS,
  PACKAGE_KEYS,
  PRIMARY_PACKAGE_COUNT,
} from "../app/config/constants";
import { STORES, WEB_PLAYER_URL } from "../app/config/stores";
import { type DataProblem, entryLabel, quoted } from "../app/data/parse-data";
import type { Channel, ChannelsFile, PackagesFile } from "../app/data/schemas";
import type { InstructionsFile } from "../app/data/instructions-schema";
import { addOnCoverage } from "../app/lineup/add-on-coverage";
import { bestValuePrimary } from "../app/lineup/best-value";
import { nameKey } from "../app/lineup/name-match";
import { splitPackages } from "../app/lineup/split-packages";
import { lookalikeKeys } from "./confusable-skeleton";

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
    ...nameClashes(file, channels),
    ...orphans,
  ];
}

/**
 * Each channel whose name an earlier one already has: the very same name,
 * the same name as people type it (letter case, accents, spaces and
 * punctuation aside, which the lineup editor and the site's search go by), or
 * a look-alike in any letter case (the same case-folded Unicode TR39
 * skeleton, as written or in capitals: Cyrillic "Сnn" beside "CNN"). One problem per channel, naming the earlier one.
 */
export function nameClashes(
  file: string,
  channels: readonly Channel[],
): DataProblem[] {
  const rules: {
    valueOf: (name: string) => string;
    message: (earlier: string, value: string) => string;
  }[] = [
    {
      valueOf: (name) => name,
      // The earlier entry's name is this one: its index says enough.
      message: (earlier, value) =>
        `repeats ${quoted(value)}, already used by ${earlier.replace(/ ".*$/s, "")}`,
    },
    {
      valueOf: (name) => nameKey(name).text,
      message: (earlier) =>
        `reads as the same name as ${earlier} (names are matched ignoring letter case, accents, spaces and punctuation)`,
    },
    // Look-alikes as written, then in capitals (Cyrillic "Тсм" beside "TCM").
    ...[0, 1].map((key) => ({
      valueOf: (name: string) => lookalikeKeys(name)[key] ?? "",
      message: (earlier: string) =>
        `looks like ${earlier}: the two names are confusable in some letter case (they have the same Unicode TR39 skeleton, case-folded)`,
    })),
  ];
  const seen = rules.map(() => new Map<string, number>());
  return channels.flatMap((channel, index) => {
    const values = rules.map((rule) => rule.valueOf(channel.channelName));
    const clash = rules.findIndex((_, rule) => {
      const value = values[rule] ?? "";
      return value !== "" && seen[rule]?.has(value);
    });
    values.forEach((value, rule) => {
      if (!seen[rule]?.has(value)) seen[rule]?.set(value, index);
    });
    const rule = rules[clash];
    const first = seen[clash]?.get(values[clash] ?? "");
    if (!rule || first === undefined) return [];
    return [
      {
        file,
        entry: entryLabel("channels", index, channel),
        field: "channelName",
        message: rule.message(
          entryLabel("channels", first, channels[first]),
          values[clash] ?? "",
        ),
      },
    ];
  });
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

/** A claim that an add-on adds to every primary package, in either language. */
const ADDS_TO_EVERY_PLAN =
  /\b(any|every|all)\s+(primary\s+)?(packages?|plans?)\b|\b(cualquier|todos los)\s+(paquetes?|planes?)\b/i;

/**
 * An add-on whose every channel already comes with an active primary package:
 * the Packages page says so under it, naming that package, from the lineup
 * (app/features/packages/add-on-adds.tsx). Its description, in either
 * language, must not claim that it adds to any primary package.
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
    if (!holder) return [];
    const descriptions = [
      { field: "description", text: entry.description },
      ...(entry.es?.description === undefined
        ? []
        : [{ field: "es.description", text: entry.es.description }]),
    ];
    return descriptions
      .filter(({ text }) => ADDS_TO_EVERY_PLAN.test(text))
      .map(({ field, text }) => ({
        file,
        entry: entryLabel(null, index, entry),
        field,
        message: `claims to add to every package ("${ADDS_TO_EVERY_PLAN.exec(text)?.[0] ?? ""}"), but ${holder.title} already holds every channel of ${entry.title}`,
      }));
  });
}

/** Labels that claim what no figure of ours can show yet: no one subscribes on their own before sign-up opens. */
const UNPROVABLE_LABEL = /popular|favou?rit|best[- ]?sell|m[aá]s vendid/i;
/** A label claiming the lowest price per channel, in either language. */
const BEST_VALUE_LABEL =
  /^(best value|lowest price per (tv )?channel|mejor valor|menor precio por canal( de tv)?)$/i;

/**
 * A label is a claim. "Best value" or "Lowest price per channel" may sit only
 * on the active primary package with the lowest price per TV channel; a
 * popularity claim may sit nowhere.
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
    const problem = (message: string, field = "label"): DataProblem[] => [
      { file, entry: entryLabel(null, index, entry), field, message },
    ];
    if (UNPROVABLE_LABEL.test(label)) {
      return problem(
        `claims ${JSON.stringify(label)}, which nothing can show before individual subscriptions open`,
      );
    }
    const spanishLabel = entry.es?.label;
    if (spanishLabel !== undefined && UNPROVABLE_LABEL.test(spanishLabel)) {
      return problem(
        `claims ${JSON.stringify(spanishLabel)}, which nothing can show before individual subscriptions open`,
        "es.label",
      );
    }
    const claim = BEST_VALUE_LABEL.test(label)
      ? { text: label, field: "label" }
      : spanishLabel !== undefined && BEST_VALUE_LABEL.test(spanishLabel)
        ? { text: spanishLabel, field: "es.label" }
        : null;
    if (claim && best?.entry.name !== entry.name) {
      return problem(
        best
          ? `says ${JSON.stringify(claim.text)}, but ${best.entry.title} has the lowest price per TV channel (${(best.centsPerTvChannel / 100).toFixed(3)} dollars)`
          : `says ${JSON.stringify(claim.text)}, but no active primary package has TV channels`,
        claim.field,
      );
    }
    return [];
  });
}

/** Step links may only point at the store and web-player addresses of the site config. */
const KNOWN_LINKS = new Set([
  WEB_PLAYER_URL,
  ...STORES.map((store) => store.href),
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

const SPANISH_REQUIRED =
  "is missing: the pages under /es show it, so every shipped entry needs its Spanish text";

/**
 * The shipped files speak Spanish too: every active package has its Spanish
 * title, channels line and description (and label, where it has one).
 * The browser falls back to English, so this holds the shipped files only.
 */
export function checkPackagesInSpanish(
  file: string,
  entries: PackagesFile,
): DataProblem[] {
  return entries.flatMap((entry, index) => {
    if (!entry.active) return [];
    const fields = ["title", "channels", "description"] as const;
    const missing: string[] = fields.filter(
      (field) => entry.es?.[field] === undefined,
    );
    if (entry.label !== undefined && entry.es?.label === undefined) {
      missing.push("label");
    }
    return missing.map((field) => ({
      file,
      entry: entryLabel(null, index, entry),
      field: `es.${field}`,
      message: SPANISH_REQUIRED,
    }));
  });
}

/**
 * Every setup step has its Spanish text, and every device a visitor can
 * choose (one with an active platform) its Spanish name.
 */
export function checkInstructionsInSpanish(
  file: string,
  { devices, instructions }: InstructionsFile,
): DataProblem[] {
  return [
    ...devices.flatMap((device, index) =>
      device.platforms.some((platform) => platform.active) &&
      device.es?.name === undefined
        ? [
            {
              file,
              entry: entryLabel("devices", index, device),
              field: "es.name",
              message: SPANISH_REQUIRED,
            },
          ]
        : [],
    ),
    ...instructions.flatMap((instruction, index) =>
      instruction.steps.flatMap((step, stepIndex) =>
        step.es?.text === undefined
          ? [
              {
                file,
                entry: entryLabel("instructions", index, instruction),
                field: `steps[${stepIndex}].es.text`,
                message: SPANISH_REQUIRED,
              },
            ]
          : [],
      ),
    ),
  ];
}
