// @vitest-environment node
import { execFile } from "node:child_process";
import { promisify } from "node:util";

import { describe, expect, it } from "vitest";

import {
  PLACEHOLDER_MAIL_DOMAIN,
  type SiteConfig,
  site,
} from "../app/config/site";
import { PLACEHOLDER_STORES, STORES } from "../app/config/stores";
import { SAMPLE_FACTS } from "../test/support/business-facts";
import { formatPlaceholders, launchPlaceholders } from "./launch-check";
import { PROCESS_LIMIT_MS } from "../test/support/limits";

/** The site config as it reads with `facts` and the addresses they make. */
function siteWith(
  facts: SiteConfig["facts"],
  origin = "https://www.keystonetv.example",
): SiteConfig {
  const domain = facts.mailDomain ?? PLACEHOLDER_MAIL_DOMAIN;
  return {
    ...site,
    origin,
    facts,
    mail: {
      partners: `partners@${domain}`,
      sales: `sales@${domain}`,
      support: `support@${domain}`,
    },
  };
}

const storesWith = (facts: SiteConfig["facts"]) =>
  PLACEHOLDER_STORES.map(({ id, href }) => ({
    id,
    href: facts.storeLinks?.[id] ?? href,
  }));

describe("launchPlaceholders", () => {
  it("names the .example addresses, the ids of zeros and every unset fact of the placeholder config", () => {
    const found = launchPlaceholders(siteWith({}), storesWith({})).map(
      ({ what }) => what,
    );
    const text = found.join("\n");
    for (const address of Object.values(siteWith({}).mail)) {
      expect(text).toContain(address);
    }
    expect(text).toContain("https://www.keystonetv.example");
    expect(text).toMatch(/ios store link \S*id0000000000 has an id of zeros/);
    expect(text).toMatch(/amazon store link \S*B000000000 has an id of zeros/);
    expect(text).toMatch(/android store link .* “example”/);
    for (const { id } of PLACEHOLDER_STORES) {
      expect(text).toContain(`The ${id} store link`);
    }
    for (const fact of [
      "salesPhone",
      "supportPhone",
      "supportLanguages",
      "salesReplyTime",
      "signupOpens",
      "localStations",
      "tvModelYears",
      "partnerPricing",
      "partnerTerm",
      "residentAccess",
      "guestAccess",
    ]) {
      expect(text).toContain(`The fact ${fact} is unset`);
    }
  });

  it("finds nothing once every fact, the origin and the links are real", () => {
    expect(
      launchPlaceholders(
        siteWith(SAMPLE_FACTS, "https://www.keystonetv.com"),
        storesWith(SAMPLE_FACTS),
      ),
    ).toEqual([]);
    expect(formatPlaceholders([])).toEqual(["No placeholder would ship."]);
  });

  it("still names a real-looking link the business did not give, and a given one of zeros", () => {
    const storeLinks: SiteConfig["facts"]["storeLinks"] = {
      ...SAMPLE_FACTS.storeLinks,
      roku: undefined,
      ios: "https://apps.apple.com/app/id000000000",
    };
    const facts = { ...SAMPLE_FACTS, storeLinks };
    const found = launchPlaceholders(
      siteWith(facts, "https://www.keystonetv.com"),
      storesWith(facts),
    ).map(({ what }) => what);
    expect(found).toEqual([
      "The ios store link https://apps.apple.com/app/id000000000 has an id of zeros.",
      `The roku store link ${PLACEHOLDER_STORES.find(({ id }) => id === "roku")?.href} is the placeholder.`,
    ]);
  });

  it("counts an empty list or object as unset", () => {
    const found = launchPlaceholders(
      siteWith(
        { ...SAMPLE_FACTS, supportLanguages: [], tvModelYears: {} },
        "https://www.keystonetv.com",
      ),
      storesWith(SAMPLE_FACTS),
    ).map(({ what }) => what);
    expect(found).toEqual([
      expect.stringContaining("The fact supportLanguages is unset"),
      expect.stringContaining("The fact tvModelYears is unset"),
    ]);
  });
});

describe("npm run check:launch", () => {
  it(
    "exits 1 and lists each placeholder of the shipped config while any remain, else 0",
    async () => {
      const expected = launchPlaceholders(site, STORES);
      const run = promisify(execFile)(process.execPath, [
        "scripts/check-launch.js",
      ]);
      const result = await run.then(
        ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
        (error: { code: number; stdout: string; stderr: string }) => ({
          code: error.code,
          output: error.stdout + error.stderr,
        }),
      );
      expect(result.code).toBe(expected.length > 0 ? 1 : 0);
      for (const { what } of expected) expect(result.output).toContain(what);
    },
    PROCESS_LIMIT_MS,
  );
});
