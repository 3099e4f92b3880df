/**
 * Parses a data file with its schema and words every problem as the file,
 * the entry, the field and what is wrong. It reads schemas through the
 * Standard Schema interface, so it does not depend on the validator's own API.
 */

type PathKey = PropertyKey | { readonly key: PropertyKey };

interface SchemaIssue {
  readonly message: string;
  readonly path?: readonly PathKey[] | undefined;
}

type SchemaResult<T> =
  | { readonly value: T; readonly issues?: undefined }
  | { readonly issues: readonly SchemaIssue[] };

/** Any Standard Schema validator whose output is `T`. */
export interface DataSchema<T> {
  readonly "~standard": {
    readonly validate: (
      value: unknown,
    ) => SchemaResult<T> | Promise<SchemaResult<T>>;
  };
}

/** One thing wrong in a data file. */
export interface DataProblem {
  file: string;
  /** The entry, e.g. `channels[12] "ESPN"`, or "the file". */
  entry: string;
  /** The field inside the entry, e.g. `steps[1].link`; empty for the entry itself. */
  field: string;
  message: string;
}

export type ParseResult<T> =
  { ok: true; data: T } | { ok: false; problems: DataProblem[] };

/** `file: entry, field x: message`, one line. */
export function formatProblem({
  file,
  entry,
  field,
  message,
}: DataProblem): string {
  return `${file}: ${entry}${field ? `, field ${field}` : ""}: ${message}`;
}

/** The label of entry `index` of a list: `channels[3] "ESPN"`, or `entry [3] "core"` for a top-level list. */
export function entryLabel(
  list: string | null,
  index: number,
  entry: unknown,
): string {
  const hint = entryName(entry);
  return `${list ?? "entry "}[${index}]${hint ? ` ${quoted(shortened(hint, HINT_LENGTH))}` : ""}`;
}

/**
 * Characters JSON leaves as they are that would change how the rest of a
 * line shows, or show as nothing: formatting (bidi among them), line
 * separators and noncharacters.
 */
const INVISIBLE = /[\p{Cf}\p{Zl}\p{Zp}\p{Noncharacter_Code_Point}]/gu;

/**
 * Text in double quotes, as JSON writes it (controls escaped), with every
 * formatting or separator character escaped too, so a name shows as what it
 * holds and can never restyle or reorder a terminal or a console.
 */
export function quoted(text: string): string {
  return JSON.stringify(text).replace(INVISIBLE, (character) => {
    const code = character.codePointAt(0) ?? 0;
    return code > 0xffff
      ? `\\u{${code.toString(16)}}`
      : `\\u${code.toString(16).padStart(4, "0")}`;
  });
}

/** How much of an entry's name its label shows. */
const HINT_LENGTH = 60;

/** `text` cut to `length` characters, "…" marking the cut. */
export function shortened(text: string, length: number): string {
  const characters = [...text];
  return characters.length > length
    ? `${characters.slice(0, length - 1).join("")}…`
    : text;
}

function validated<T>(schema: DataSchema<T>, input: unknown): SchemaResult<T> {
  const result = schema["~standard"].validate(input);
  if (result instanceof Promise) {
    throw new TypeError("Data schemas must validate synchronously");
  }
  return result;
}

/** Parses `input`, the content of `file`, with `schema`. */
export function parseData<T>(
  schema: DataSchema<T>,
  input: unknown,
  file: string,
): ParseResult<T> {
  const result = validated(schema, input);
  if (!result.issues) return { ok: true, data: result.value };
  return {
    ok: false,
    problems: result.issues.map((issue) => toProblem(issue, input, file)),
  };
}

/**
 * Checks `input`, the content of `file`, with `schema`: the data, or one
 * line per problem, `file: field: message`. The browser's short account of a
 * file it cannot use, for the console; `parseData` also names each entry and
 * the value found there, for `npm run check:data`.
 */
export function checkData<T>(
  schema: DataSchema<T>,
  input: unknown,
  file: string,
): { ok: true; data: T } | { ok: false; lines: string[] } {
  const result = validated(schema, input);
  if (!result.issues) return { ok: true, data: result.value };
  return {
    ok: false,
    lines: result.issues.map(
      (issue) =>
        `${file}: ${formatPath(pathKeys(issue)) || "the file"}: ${issue.message}`,
    ),
  };
}

const pathKeys = (issue: SchemaIssue) =>
  (issue.path ?? []).map((item) =>
    typeof item === "object" ? item.key : item,
  );

function toProblem(
  issue: SchemaIssue,
  input: unknown,
  file: string,
): DataProblem {
  const path = pathKeys(issue);
  const value = valueAt(input, path);
  const message =
    value === undefined
      ? "is missing"
      : `${issue.message} (got ${preview(value)})`;
  const firstIndex = path.findIndex((key) => typeof key === "number");
  if (firstIndex === -1) {
    return { file, entry: "the file", field: formatPath(path), message };
  }
  const listPath = path.slice(0, firstIndex);
  const index = Number(path[firstIndex]);
  return {
    file,
    entry: entryLabel(
      listPath.length > 0 ? formatPath(listPath) : null,
      index,
      valueAt(input, path.slice(0, firstIndex + 1)),
    ),
    field: formatPath(path.slice(firstIndex + 1)),
    message,
  };
}

function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, position) =>
      typeof key === "number"
        ? `[${key}]`
        : `${position > 0 ? "." : ""}${String(key)}`,
    )
    .join("");
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== "object" || value === null) return undefined;
    value = Reflect.get(value, key);
  }
  return value;
}

/** A name that helps find an entry in the file, when it has one. */
function entryName(entry: unknown): string | undefined {
  if (typeof entry !== "object" || entry === null) return undefined;
  const read = (key: string) => {
    const value: unknown = Reflect.get(entry, key);
    return typeof value === "string" && value.trim() ? value : undefined;
  };
  const device = read("device");
  const platform = read("platform");
  if (device && platform) return `${platform} ${device}`;
  // A record entry is known by its id, "2026-11-29-1".
  return read("channelName") ?? read("name") ?? read("title") ?? read("id");
}

const PREVIEW_LENGTH = 40;

function preview(value: unknown): string {
  const text =
    typeof value === "string"
      ? quoted(value)
      : (JSON.stringify(value) ?? String(value));
  return text.length > PREVIEW_LENGTH
    ? `${text.slice(0, PREVIEW_LENGTH - 1)}…`
    : text;
}
