import type { ChangesFile } from "../app/data/changes-schema";
import { type DataProblem, entryLabel, quoted } from "../app/data/parse-data";
import type { ChannelsFile } from "../app/data/schemas";

/**
 * Checks of the record of lineup changes against itself and the lineup. The
 * record starts after the lineup did, so a channel it never names tells
 * nothing; of each channel it names, it knows whether it is in the lineup
 * after the last entry that names it, and that the lineup must agree.
 */

type Presence = "in" | "out";

interface Mention {
  presence: Presence;
  /** The entry that last named the channel, where in it, and how. */
  index: number;
  field: string;
  what: string;
}

export function checkChangesFile(
  file: string,
  { changes }: ChangesFile,
  channelsFileLabel: string,
  lineup: ChannelsFile,
): DataProblem[] {
  const problems: DataProblem[] = [];
  const label = (index: number) =>
    `changes[${index}] ${quoted(changes[index]?.id ?? "")}`;
  const entryIds = new Map<string, number>();
  const last = new Map<number, Mention>();

  changes.forEach((entry, index) => {
    const problem = (field: string, message: string) =>
      problems.push({ file, entry: label(index), field, message });
    const first = entryIds.get(entry.id);
    if (first !== undefined) {
      problem(
        "id",
        `repeats ${quoted(entry.id)}, already used by ${label(first)}`,
      );
    } else {
      entryIds.set(entry.id, index);
    }

    const step = (
      field: string,
      id: number,
      name: string,
      presence: Presence,
      what: string,
    ) => {
      const before = last.get(id);
      // Only an added channel may have been out; only a removed one comes back in.
      const wanted: Presence = what === "added" ? "out" : "in";
      if (before && before.presence !== wanted) {
        problem(
          field,
          `${what} channel ${id} ${quoted(name)}, but ${label(before.index)} ${before.what} it${wanted === "out" ? " and no entry since removed it" : " and no entry since added it back"}`,
        );
      }
      last.set(id, { presence, index, field, what });
    };
    entry.added.forEach((item, position) =>
      step(`added[${position}]`, item.id, item.channelName, "in", "added"),
    );
    entry.removed.forEach((item, position) =>
      step(`removed[${position}]`, item.id, item.channelName, "out", "removed"),
    );
    entry.moved.forEach((item, position) =>
      step(`moved[${position}]`, item.id, item.channelName, "in", "moved"),
    );
    entry.renamed.forEach((item, position) =>
      step(`renamed[${position}]`, item.id, item.to, "in", "renamed"),
    );
  });

  const inLineup = new Map(
    lineup.channels.map((channel, index) => [channel.id, index]),
  );
  for (const [id, mention] of last) {
    const index = inLineup.get(id);
    if (mention.presence === "out" && index !== undefined) {
      problems.push({
        file,
        entry: label(mention.index),
        field: mention.field,
        message: `removed channel ${id}, and no later entry adds it back, but ${channelsFileLabel} still has it: ${entryLabel("channels", index, lineup.channels[index])}`,
      });
    }
    if (mention.presence === "in" && index === undefined) {
      problems.push({
        file,
        entry: label(mention.index),
        field: mention.field,
        message: `${mention.what} channel ${id}, and no later entry removes it, but ${channelsFileLabel} has no channel with id ${id}`,
      });
    }
  }
  return problems;
}
