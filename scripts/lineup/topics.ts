import { readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";

import { PACKAGE_THEMES, type GenreKey } from "~/config/genres";
import { formatProblem, parseData, quoted } from "~/data/parse-data";
import { channelsFileSchema } from "~/data/schemas";
import { nameKey } from "~/lineup/name-match";
import {
  TOPICS_PATH,
  type TopicsFile,
  topicsFileSchema,
} from "~/lineup/topics-schema";

import { checkTopicsFile } from "../../build-tools/topics-check";
import { findChannel, findGenres, findPackage, splitList } from "./names";
import { fileLabel, temporaryFileFor, withLineupLock } from "./store";

/**
 * `npm run lineup -- topic …`: edits the search topics kept beside the
 * lineup (json/topics/topics.json), and the channels of a themed add-on
 * excused from its theme's genre. Every edit is checked as check:data checks
 * the file, under the lineup lock, then written through a temporary file.
 */

export const TOPIC_USAGE = `Usage: npm run lineup -- topic <command> [options]

Search topics are words and phrases people search for, in either language
("Liga MX", "noticias locales"), each answered with the channels holding all of
its genres. They live in json/topics/topics.json beside the lineup.

Commands:
  topic list
      Every topic, and every channel excused from its add-on's theme.
  topic add "<words>" --genres sports,spanish --heading-en "…" --heading-es "…" [--first spanish]
      Adds a topic. Words are comma-separated. The headings name the answer
      in each language; the count follows them. --first lists those genres'
      channels first.
  topic set "<word>" [--words "…"] [--genres …] [--first …] [--heading-en "…"] [--heading-es "…"]
      Replaces what is given of the topic that has this word. --first "" takes
      the order off.
  topic remove "<word>"
      Removes the topic that has this word.
  topic excuse "<channel>" <package> --why "…"
      Lets a channel of a themed add-on (${Object.entries(PACKAGE_THEMES)
        .map(([key, genre]) => `${key}: ${genre}`)
        .join("; ")}) go without
      the theme's genre, saying why.
  topic unexcuse "<channel>" <package>
      Takes that back.

Options:
  --data-dir <dir>  the folder that holds json/ (default: public)
  -h, --help        this help`;

const OPTIONS = {
  help: { type: "boolean", short: "h" },
  "data-dir": { type: "string" },
  words: { type: "string" },
  genres: { type: "string" },
  first: { type: "string" },
  "heading-en": { type: "string" },
  "heading-es": { type: "string" },
  why: { type: "string" },
} as const;

type Values = ReturnType<
  typeof parseArgs<{ options: typeof OPTIONS }>
>["values"];

interface TopicIo {
  out: (text: string) => void;
  err: (text: string) => void;
  cwd: string;
  dataDir: string;
  lockWaitMs?: number;
}

/** The file as the editor writes it: two-space indents, each list of words on one line. */
export function formatTopicsFile(data: TopicsFile): string {
  return `${JSON.stringify(data, null, 2).replace(
    /\[\n\s+("(?:[^"\\]|\\.)*"(?:,\n\s+"(?:[^"\\]|\\.)*")*)\n\s+\]/g,
    (_, inner: string) => `[${inner.replace(/,\n\s+/g, ", ")}]`,
  )}\n`;
}

type Planned =
  | { ok: true; data: TopicsFile; summary: string }
  | { ok: false; message: string };

const sameWord = (a: string, b: string) => nameKey(a).text === nameKey(b).text;

function genresOf(
  value: string,
): { ok: true; value: GenreKey[] } | { ok: false; message: string } {
  const found = findGenres(value);
  return found.ok ? { ok: true, value: [...found.value] } : found;
}

/** The new file for one command, or why it cannot be made. */
function plan(
  command: string,
  args: readonly string[],
  values: Values,
  data: TopicsFile,
  channels: Parameters<typeof findChannel>[0],
  packages: Parameters<typeof findPackage>[0],
): Planned {
  const [first = "", second = ""] = args;
  const topicAt = data.topics.findIndex((topic) =>
    topic.words.some((word) => sameWord(word, first)),
  );
  const noTopic: Planned = {
    ok: false,
    message: `no topic has the word ${quoted(first)}. See them with npm run lineup -- topic list.`,
  };
  switch (command) {
    case "add": {
      const words = splitList(first);
      if (
        values.genres === undefined ||
        !values["heading-en"] ||
        !values["heading-es"]
      ) {
        return {
          ok: false,
          message: "topic add needs --genres, --heading-en and --heading-es.",
        };
      }
      const genres = genresOf(values.genres);
      if (!genres.ok) return genres;
      const order =
        values.first === undefined ? undefined : genresOf(values.first);
      if (order && !order.ok) return order;
      const topic = {
        words,
        genres: genres.value,
        ...(order?.ok && order.value.length > 0 ? { first: order.value } : {}),
        heading: { en: values["heading-en"], es: values["heading-es"] },
      };
      return {
        ok: true,
        data: { ...data, topics: [...data.topics, topic] },
        summary: `Added the topic ${words.map(quoted).join(", ")}: ${genres.value.join(" + ")}`,
      };
    }
    case "set": {
      const topic = data.topics[topicAt];
      if (!topic) return noTopic;
      const next = { ...topic };
      if (values.words !== undefined) next.words = splitList(values.words);
      if (values.genres !== undefined) {
        const genres = genresOf(values.genres);
        if (!genres.ok) return genres;
        next.genres = genres.value;
      }
      if (values.first !== undefined) {
        if (values.first.trim() === "") delete next.first;
        else {
          const order = genresOf(values.first);
          if (!order.ok) return order;
          next.first = order.value;
        }
      }
      next.heading = {
        en: values["heading-en"] ?? topic.heading.en,
        es: values["heading-es"] ?? topic.heading.es,
      };
      const topics = data.topics.with(topicAt, next);
      return {
        ok: true,
        data: { ...data, topics },
        summary: `Changed the topic ${quoted(next.words[0] ?? first)}`,
      };
    }
    case "remove": {
      const topic = data.topics[topicAt];
      if (!topic) return noTopic;
      return {
        ok: true,
        data: { ...data, topics: data.topics.toSpliced(topicAt, 1) },
        summary: `Removed the topic ${topic.words.map(quoted).join(", ")}`,
      };
    }
    case "excuse":
    case "unexcuse": {
      const channel = findChannel(channels, first);
      if (!channel.ok) return channel;
      const key = findPackage(packages, second);
      if (!key.ok) return key;
      const name = channel.value.channelName;
      const at = data.outsideTheme.findIndex(
        (entry) => entry.channel === name && entry.package === key.value,
      );
      if (command === "unexcuse") {
        if (at < 0)
          return {
            ok: false,
            message: `${quoted(name)} is not excused from ${key.value}.`,
          };
        return {
          ok: true,
          data: { ...data, outsideTheme: data.outsideTheme.toSpliced(at, 1) },
          summary: `${name} must now carry the theme of ${key.value}`,
        };
      }
      if (!values.why)
        return { ok: false, message: "topic excuse needs --why." };
      const entry = { channel: name, package: key.value, why: values.why };
      return {
        ok: true,
        data: {
          ...data,
          outsideTheme:
            at < 0
              ? [...data.outsideTheme, entry]
              : data.outsideTheme.with(at, entry),
        },
        summary: `${name} may go without the theme of ${key.value}: ${values.why}`,
      };
    }
    default:
      return {
        ok: false,
        message: `there is no topic command ${quoted(command)}.`,
      };
  }
}

/** `topic list`: each topic and excused channel, one block each. */
function listing(data: TopicsFile): string {
  const topics = data.topics.map(
    (topic) =>
      `${topic.words.join(", ")}\n  genres:  ${topic.genres.join(" + ")}${topic.first ? `\n  first:   ${topic.first.join(", ")}` : ""}\n  en:      ${topic.heading.en}\n  es:      ${topic.heading.es}`,
  );
  const excused = data.outsideTheme.map(
    (entry) => `${entry.channel} (${entry.package}): ${entry.why}`,
  );
  return `${topics.join("\n")}\n\nOutside their add-on's theme:\n${excused.length > 0 ? excused.map((line) => `  ${line}`).join("\n") : "  none"}\n`;
}

/** Runs `topic …`; returns the exit code (2 for a usage mistake, 1 for a refusal). */
export async function topicCommand(
  argv: readonly string[],
  io: TopicIo,
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: OPTIONS,
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    io.err(
      `${error instanceof Error ? error.message : String(error)}\n\n${TOPIC_USAGE}\n`,
    );
    return 2;
  }
  const { values, positionals } = parsed;
  const [command, ...args] = positionals;
  if (values.help || command === undefined) {
    (values.help ? io.out : io.err)(`${TOPIC_USAGE}\n`);
    return values.help ? 0 : 2;
  }
  const dataDir = values["data-dir"] ?? io.dataDir;
  const target = path.join(dataDir, TOPICS_PATH);
  const label = path.relative(io.cwd, target) || target;
  const refuse = (message: string) => {
    io.err(`Refused: ${message}\nNothing was changed.\n`);
    return 1;
  };
  const readTopics = async (): Promise<
    | { ok: true; data: TopicsFile; text: string }
    | { ok: false; message: string }
  > => {
    let text: string;
    let json: unknown;
    try {
      text = await readFile(target, "utf8");
      json = JSON.parse(text);
    } catch (error) {
      return {
        ok: false,
        message: `cannot read ${label}: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
    const result = parseData(topicsFileSchema, json, label);
    return result.ok
      ? { ok: true, data: result.data, text }
      : { ok: false, message: result.problems.map(formatProblem).join("\n") };
  };

  if (command === "list") {
    const loaded = await readTopics();
    if (!loaded.ok) return refuse(loaded.message);
    io.out(listing(loaded.data));
    return 0;
  }
  const locked = await withLineupLock(
    dataDir,
    io.cwd,
    async (tx) => {
      const lineup = await tx.read("channels", channelsFileSchema);
      if (!lineup.ok) return refuse(lineup.problems.join("\n"));
      const loaded = await readTopics();
      if (!loaded.ok) return refuse(loaded.message);
      const planned = plan(
        command,
        args,
        values,
        loaded.data,
        lineup.data.channels,
        lineup.data.packages,
      );
      if (!planned.ok) return refuse(planned.message);
      const text = formatTopicsFile(planned.data);
      const problems = await checkTopicsFile(
        dataDir,
        io.cwd,
        {
          file: fileLabel(dataDir, "channels", io.cwd),
          channels: lineup.data.channels,
        },
        text,
      );
      if (problems.length > 0) {
        return refuse(
          `the topics would not pass check:data.\n${problems.map((problem) => `  ${formatProblem(problem)}`).join("\n")}`,
        );
      }
      const temporary = temporaryFileFor(target);
      try {
        await writeFile(temporary, text, { encoding: "utf8", flag: "wx" });
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        return refuse(
          `cannot write ${label}: ${error instanceof Error ? error.message : String(error)}.`,
        );
      }
      io.out(`${planned.summary}\n`);
      return 0;
    },
    { waitMs: io.lockWaitMs },
  );
  return locked.ok ? locked.value : refuse(locked.refusal);
}
