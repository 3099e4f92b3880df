import { readFileSync } from "node:fs";

import { describe, expect, it, vi } from "vitest";

import type * as instructionsSchema from "./instructions-schema";
import type * as schemas from "./schemas";

type Schemas = typeof schemas & typeof instructionsSchema;

/** The data files' schemas, built on valibot or on the lean validator. */
async function schemasOn(lean: boolean): Promise<Schemas> {
  vi.resetModules();
  if (lean) vi.doMock("valibot", () => import("./lean-validator"));
  else vi.doUnmock("valibot");
  return {
    ...(await import("./schemas")),
    ...(await import("./instructions-schema")),
  };
}

const shipped = (file: string): unknown =>
  JSON.parse(readFileSync(`public/json/${file}`, "utf8"));

const FILES = {
  packagesFileSchema: shipped("packages/packages.json"),
  channelsFileSchema: shipped("channels/channels.json"),
  instructionsFileSchema: shipped("instructions/instructions.json"),
} as const;

/** Values that each field of a data file might wrongly hold. */
const WRONG: unknown[] = [
  undefined,
  null,
  "",
  " ",
  "x",
  "34.5",
  "http://a.example",
  "https://a.example",
  "not a url",
  "A\u202eB",
  "Cafe\u0301",
  "x".repeat(81),
  0,
  -1,
  1.5,
  Number.NaN,
  4096,
  true,
  [],
  ["news", "news"],
  ["nope"],
  {},
];

/** Every place in `value`, as a path of keys. */
function places(value: unknown, at: PropertyKey[] = []): PropertyKey[][] {
  if (typeof value !== "object" || value === null) return [at];
  return [
    at,
    ...Object.entries(value).flatMap(([key, inner]) =>
      places(inner, [...at, Array.isArray(value) ? Number(key) : key]),
    ),
  ];
}

/** A copy of `value` with `replacement` at `path` (the key gone when undefined). */
function replaced(value: unknown, path: PropertyKey[], replacement: unknown) {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<PropertyKey, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1))
    parent = parent[key] as Record<PropertyKey, unknown>;
  const last = path.at(-1) as PropertyKey;
  if (replacement === undefined) Reflect.deleteProperty(parent, last);
  else parent[last] = replacement;
  return copy;
}

/** What a schema made of a value: its output, or each issue's place and message. */
function outcome(schema: Schemas[keyof typeof FILES], value: unknown) {
  const result = schema["~standard"].validate(value);
  if (result instanceof Promise) throw new TypeError("async");
  return result.issues
    ? result.issues.map(({ message, path }) => ({
        message,
        path: (path ?? []).map((item) =>
          typeof item === "object" && item !== null && "key" in item
            ? item.key
            : item,
        ),
      }))
    : { value: result.value };
}

describe("the lean validator", () => {
  it.each(Object.keys(FILES) as (keyof typeof FILES)[])(
    "takes and refuses what valibot does, with the same issues, in %s",
    async (name) => {
      const real = await schemasOn(false);
      const lean = await schemasOn(true);
      expect(real[name]["~standard"].vendor).toBe("valibot");
      expect(lean[name]["~standard"].vendor).toBe("keystone");
      const file = FILES[name];
      // The shipped file, then one wrong value at a time in each place of
      // the first entries of each list.
      const cases: unknown[] = [file];
      for (const path of places(file)) {
        if (path.some((key) => typeof key === "number" && key > 1)) continue;
        for (const wrong of WRONG) cases.push(replaced(file, path, wrong));
      }
      expect(cases.length).toBeGreaterThan(500);
      let refused = 0;
      for (const value of cases) {
        const expected = outcome(real[name], value);
        if (Array.isArray(expected)) refused++;
        expect(outcome(lean[name], value)).toEqual(expected);
      }
      expect(refused).toBeGreaterThan(cases.length / 2);
    },
  );
});
