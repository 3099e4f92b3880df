import { cp, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { FACTS_PATH } from "../app/config/facts-file";
import sample from "../e2e/fixtures/facts.json";
import { checkDataFiles, formatProblem } from "./check-data";

const projectDir = path.resolve(import.meta.dirname, "..");

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "facts-check-"));
  await cp(path.join(projectDir, "public/json"), path.join(dir, "json"), {
    recursive: true,
  });
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** check:data's problems with `facts` as the facts file. */
async function problemsWith(facts: unknown) {
  await writeFile(path.join(dir, FACTS_PATH), JSON.stringify(facts));
  return checkDataFiles(dir, dir);
}

const file = FACTS_PATH.slice(1);

const escaped = (text: string) => text.replace(/[.[\]]/g, "\\$&");

describe("the facts file in check:data", () => {
  it("takes the fixture with every fact set", async () => {
    expect(await problemsWith(sample)).toEqual([]);
  });

  it.each([
    {
      case: "a month that is no month",
      facts: { signupOpens: "2027-13" },
      field: "signupOpens",
      message:
        'must be a month written year-month, like "2027-03" (got "2027-13")',
    },
    {
      case: "a phone number without its area code",
      facts: { salesPhone: { ...sample.salesPhone, number: "555-0134" } },
      field: "salesPhone.number",
      message:
        'must be a U.S. phone number written with its country code, like "+1 215-555-0134" (got "555-0134")',
    },
    {
      case: "a model year that is not one",
      facts: { tvModelYears: { Samsung: 19 } },
      field: "tvModelYears.Samsung",
      message:
        "must be a model year, a whole number from 2000 to 2099 (got 19)",
    },
    {
      case: "a language the site does not have",
      facts: { supportLanguages: ["en", "fr"] },
      field: "supportLanguages[1]",
      message: 'must be one of the site\'s languages en, es (got "fr")',
    },
    {
      case: "a text in one language only",
      facts: { partnerTerm: { en: "Twelve months." } },
      field: "partnerTerm.es",
      message: "is missing",
    },
  ])("names the field of $case", async ({ facts, field, message }) => {
    const lines = (await problemsWith(facts)).map(formatProblem);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^${file}: .*${escaped(field)}`));
    expect(lines[0]).toContain(`: ${message}`);
  });

  it("names a fact it does not know, such as a misspelt one", async () => {
    const problems = await problemsWith({ signupOpen: "2027-03" });
    expect(problems).toEqual([
      expect.objectContaining({ file, field: "signupOpen" }),
    ]);
  });

  it("names a model year of a platform the instructions file lacks", async () => {
    const problems = await problemsWith({ tvModelYears: { Samsumg: 2019 } });
    expect(problems).toEqual([
      expect.objectContaining({
        file,
        field: "tvModelYears.Samsumg",
        message: expect.stringContaining("must name a platform of"),
      }),
    ]);
  });
});
