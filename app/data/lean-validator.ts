/**
 * What the browser's build runs in valibot's place (vite.config.ts): the
 * parts of valibot's API that ./schemas.ts and ./instructions-schema.ts use,
 * so the browser checks the data files with the very same schemas. It takes
 * and refuses the same values, gives the same output and reports the same
 * issues at the same places, in the same order, with the schemas' own
 * messages (./lean-validator.test.ts holds it to valibot). What it leaves out
 * is valibot's account of each issue (expected and received, the other
 * options): the browser only shows that a file cannot be used. About 1.2 kB
 * gzip less on every data screen. A schema function it lacks fails the
 * browser's build, as an import that does not exist.
 */

type Message = string | ((issue: { input: unknown }) => string) | undefined;

interface Issue {
  message: string;
  path?: PropertyKey[];
}

/** What a schema gives for a value it cannot type; the issues say why. */
const UNTYPED = Symbol("untyped");

type Run = (value: unknown, issues: Issue[]) => unknown;

interface Schema {
  kind: "schema";
  type: string;
  run: Run;
  "~standard": {
    version: 1;
    vendor: string;
    validate: (value: unknown) => { value: unknown } | { issues: Issue[] };
  };
}

interface Action {
  kind: "validation";
  test: (value: never) => boolean;
  message: Message;
}

function addIssue(
  issues: Issue[],
  message: Message,
  input: unknown,
  what: string,
) {
  issues.push({
    message:
      typeof message === "function"
        ? message({ input })
        : (message ?? `Invalid ${what}`),
  });
}

function schema(type: string, run: Run): Schema {
  return {
    kind: "schema",
    type,
    run,
    "~standard": {
      version: 1,
      vendor: "keystone",
      validate(value) {
        const issues: Issue[] = [];
        const output = run(value, issues);
        return issues.length > 0 ? { issues } : { value: output };
      },
    },
  };
}

/** The issues a part of a value added since `from`, placed under `key`. */
function under(issues: Issue[], from: number, key: PropertyKey) {
  for (const issue of issues.slice(from)) (issue.path ??= []).unshift(key);
}

const typed = (type: string, is: (value: unknown) => boolean) =>
  function (message?: Message): Schema {
    return schema(type, (value, issues) => {
      if (is(value)) return value;
      addIssue(issues, message, value, "type");
      return UNTYPED;
    });
  };

export const string = typed("string", (value) => typeof value === "string");
export const number = typed(
  "number",
  (value) => typeof value === "number" && !Number.isNaN(value),
);
export const boolean = typed("boolean", (value) => typeof value === "boolean");

export function picklist(options: readonly unknown[], message?: Message) {
  return typed("picklist", (value) => options.includes(value))(message);
}

export function optional(wrapped: Schema): Schema {
  return schema("optional", (value, issues) =>
    value === undefined ? value : wrapped.run(value, issues),
  );
}

export function object(
  entries: Record<string, Schema>,
  message?: Message,
): Schema {
  return schema("object", (value, issues) => {
    if (!value || typeof value !== "object") {
      addIssue(issues, message, value, "type");
      return UNTYPED;
    }
    const output: Record<string, unknown> = {};
    let whole = true;
    for (const key in entries) {
      const entry = entries[key] as Schema;
      if (key in value) {
        const from = issues.length;
        const item = entry.run(Reflect.get(value, key), issues);
        under(issues, from, key);
        if (item === UNTYPED) whole = false;
        output[key] = item;
      } else if (entry.type !== "optional") {
        const from = issues.length;
        addIssue(issues, message, undefined, "key");
        under(issues, from, key);
        whole = false;
      }
    }
    return whole ? output : UNTYPED;
  });
}

export function array(item: Schema, message?: Message): Schema {
  return schema("array", (value, issues) => {
    if (!Array.isArray(value)) {
      addIssue(issues, message, value, "type");
      return UNTYPED;
    }
    let whole = true;
    const output: unknown[] = [];
    for (let index = 0; index < value.length; index++) {
      const from = issues.length;
      const result = item.run(value[index], issues);
      under(issues, from, index);
      if (result === UNTYPED) whole = false;
      output.push(result);
    }
    return whole ? output : UNTYPED;
  });
}

/** A schema, then checks of its output: each runs on a typed value, whatever the others found. */
export function pipe(first: Schema, ...actions: Action[]): Schema {
  return schema(first.type, (value, issues) => {
    const output = first.run(value, issues);
    if (output === UNTYPED) return output;
    for (const { test, message } of actions) {
      if (!test(output as never)) addIssue(issues, message, output, "input");
    }
    return output;
  });
}

/** A check of a value alone: `integer(message)`. */
const rule =
  <T>(test: (value: T) => boolean) =>
  (message?: Message): Action => ({ kind: "validation", test, message });

/** A check against a requirement: `minValue(1, message)`. */
const ruleWith =
  <T, R>(test: (value: T, requirement: R) => boolean) =>
  (requirement: R, message?: Message): Action => ({
    kind: "validation",
    test: (value: T) => test(value, requirement),
    message,
  });

export const integer = rule((value: number) => Number.isInteger(value));
export const url = rule((value: string) => {
  try {
    return Boolean(new URL(value));
  } catch {
    return false;
  }
});
export const regex = ruleWith((value: string, pattern: RegExp) =>
  pattern.test(value),
);
export const minValue = ruleWith(
  (value: number, least: number) => value >= least,
);
export const maxValue = ruleWith(
  (value: number, most: number) => value <= most,
);
export const minLength = ruleWith(
  (value: { length: number }, least: number) => value.length >= least,
);
export const startsWith = ruleWith((value: string, start: string) =>
  value.startsWith(start),
);
export const check = ruleWith(
  (value: unknown, requirement: (value: unknown) => boolean) =>
    requirement(value),
);
