import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { accessibility as en } from "~/messages/en/accessibility";
import { accessibility as es } from "~/messages/es/accessibility";

import {
  CLAIM_TESTS,
  type Claim,
  TECHNICAL_CLAIMS,
  VISITOR_CLAIMS,
} from "./accessibility-claims";

const ROOT = join(import.meta.dirname, "../..");
const claims = Object.keys(CLAIM_TESTS).filter(
  (key): key is Claim => key in CLAIM_TESTS,
);

describe("the accessibility statement's claims", () => {
  it.each(claims)("%s names tests that exist", (claim) => {
    const tests = CLAIM_TESTS[claim];
    expect(tests.length).toBeGreaterThan(0);
    for (const { file, name } of tests) {
      expect(readFileSync(join(ROOT, file), "utf8"), `${file}`).toContain(name);
    }
  });

  it("shows every claim once, in one of its two parts", () => {
    expect([...VISITOR_CLAIMS, ...TECHNICAL_CLAIMS].toSorted()).toEqual(
      claims.toSorted(),
    );
  });

  it("has words for every claim in both languages, and only for those", () => {
    for (const words of [en, es]) {
      expect(Object.keys(words.claims).toSorted()).toEqual(claims.toSorted());
    }
  });
});
