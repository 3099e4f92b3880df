import { readFileSync } from "node:fs";

import type { Page } from "@playwright/test";
import * as v from "valibot";

import { DATA_PATHS } from "../../app/config/paths";
import { upcomingMonth } from "../../app/config/site";
import { shownName } from "../../app/data/in-language";
import { instructionsFileSchema } from "../../app/data/instructions-schema";
import { channelsFileSchema } from "../../app/data/schemas";
import { createNameIndex, searchNames } from "../../app/lineup/name-match";
import { finderAnswer as enAnswer } from "../../app/messages/en/finder-answer";
import { finderAnswer as esAnswer } from "../../app/messages/es/finder-answer";
import { SAMPLE_FACTS } from "../../test/support/business-facts";
import { CATALOGUES } from "../support/catalogues";
import { expectNothingFalseOrEmpty } from "../support/fact-checks";
import { expect, test, waitForPageReady } from "../support/fixtures";
import { LOCALES, pathIn } from "../support/words";

// The build with every business fact set (e2e/fixtures/facts.json): each
// fact where a visitor asks its question, in both languages. The shipped
// build, with none set, is the main suite's (every-route.spec.ts checks that
// no page shows an empty label, "undefined" or a past month).

const FINDER_ANSWER = { en: enAnswer, es: esAnswer };

const shipped = (path: string): unknown =>
  JSON.parse(
    readFileSync(new URL(`../../public${path}`, import.meta.url), "utf8"),
  );

/** The fixture's first platform with a model year, with its device in the data. */
const [platformName = "", year = 0] =
  Object.entries(SAMPLE_FACTS.tvModelYears)[0] ?? [];
const tv = v
  .parse(instructionsFileSchema, shipped(DATA_PATHS.instructions))
  .devices.flatMap((device) =>
    device.platforms
      .filter(({ name }) => name === platformName)
      .map((platform) => ({ device, platform })),
  )[0];

/** A city or call sign for which the name search finds no channel and no close spelling. */
const PLACE = (() => {
  const index = createNameIndex(
    v.parse(channelsFileSchema, shipped(DATA_PATHS.channels)).channels,
    (channel) => [channel.channelName, ...(channel.aliases ?? [])],
  );
  return ["Columbus", "WBNS", "10TV"].find((query) => {
    const { matches, suggestions } = searchNames(index, query);
    return matches.length === 0 && suggestions.length === 0;
  });
})();

/** Opens `path` and waits until the visitor has the page as it ends up. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForPageReady(page);
  await expectNothingFalseOrEmpty(page, path);
}

for (const locale of LOCALES) {
  const { common, instructions, partners } = CATALOGUES[locale];
  const said = common.facts;
  // The build ran just now: the fixture's month is ahead of it.
  const month = upcomingMonth(SAMPLE_FACTS.signupOpens, locale, new Date());
  const supportNote = said.supportLanguages(SAMPLE_FACTS.supportLanguages);
  const supportHours = SAMPLE_FACTS.supportPhone.hours[locale];

  test(`${locale}: Home, Sign Up and the FAQ state the sign-up month; Sign Up has support's languages and hours beside its address`, async ({
    page,
  }) => {
    expect(month, "the fixture's month is ahead").not.toBeNull();
    await open(page, pathIn(locale, "/"));
    await expect(page.getByRole("main")).toContainText(
      said.comingSoonIn(month ?? ""),
    );

    await open(page, pathIn(locale, "/plus/signup"));
    const main = page.getByRole("main");
    await expect(main).toContainText(said.signupOpens(month ?? ""));
    await expect(main).toContainText(supportNote);
    await expect(main).toContainText(supportHours);

    await open(page, pathIn(locale, "/plus/faq"));
    await expect(page.getByRole("main")).toContainText(
      said.signupOpens(month ?? ""),
    );
    await expect(page.getByRole("main")).toContainText(
      SAMPLE_FACTS.localStations[locale],
    );
  });

  test(`${locale}: Instructions' steps for a TV state its model years, and the Finder's next step the month and support's languages; a search for a place on the Finder, Channels and Compare says how local stations are chosen`, async ({
    page,
  }) => {
    const query = new URLSearchParams({
      device: tv?.device.name ?? "",
      platform: platformName,
    });
    await open(page, `${pathIn(locale, "/plus/instructions")}?${query}`);
    await expect(
      page.getByRole("region", { name: instructions.steps.title }),
    ).toContainText(
      said.modelYears(tv ? shownName(tv.platform, locale) : platformName, year),
    );

    await open(page, `${pathIn(locale, "/plus/finder")}?ch=1`);
    const next = page.getByRole("region", {
      name: FINDER_ANSWER[locale].next.title,
    });
    await expect(next).toContainText(said.signupOpens(month ?? ""));
    await expect(next).toContainText(supportNote);
    await expect(next).toContainText(supportHours);
    await expectNothingFalseOrEmpty(page, "the Finder's answer");

    // A search for a place is answered with how local stations are chosen.
    expect(PLACE, "the lineup answers every place").toBeDefined();
    await page
      .getByLabel(CATALOGUES[locale].finder.search.label)
      .fill(PLACE ?? "");
    await expect(page.getByRole("main")).toContainText(
      SAMPLE_FACTS.localStations[locale],
    );
    const { channels, compare } = CATALOGUES[locale];
    for (const [path, field] of [
      ["/plus/channels", channels.search.label],
      ["/plus/compare", compare.filter],
    ] as const) {
      await open(page, pathIn(locale, path));
      await page.getByLabel(field).fill(PLACE ?? "");
      await expect(page.getByRole("main"), path).toContainText(
        SAMPLE_FACTS.localStations[locale],
      );
    }
  });

  test(`${locale}: the partner page states how bulk and hotel accounts are priced, for how long, and how residents and guests get and lose access; About, each team's phone and hours`, async ({
    page,
  }) => {
    await open(page, pathIn(locale, "/plus/isps-mdus"));
    const main = page.getByRole("main");
    for (const fact of [
      SAMPLE_FACTS.partnerPricing,
      SAMPLE_FACTS.partnerTerm,
      SAMPLE_FACTS.residentAccess,
      SAMPLE_FACTS.guestAccess,
    ]) {
      await expect(main).toContainText(fact[locale]);
    }
    await expect(main).not.toContainText(partners.plans.quoted);

    // About: each team's phone and hours, and support's languages.
    await open(page, pathIn(locale, "/plus/about"));
    const about = page.getByRole("main");
    for (const line of [SAMPLE_FACTS.salesPhone, SAMPLE_FACTS.supportPhone]) {
      await expect(about).toContainText(line.number);
      await expect(about).toContainText(line.hours[locale]);
    }
    await expect(about).toContainText(supportNote);
  });
}
