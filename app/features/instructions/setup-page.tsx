import { Link } from "react-router";

import { setupPath } from "~/config/paths";
import { type BusinessFacts, site } from "~/config/site";
import { shownName } from "~/data/in-language";
import { StepsPanel } from "./steps-panel";
import { DEVICE_PARAM, PLATFORM_PARAM } from "./setup-choice";
import { useCommon, usePaths } from "~/i18n/common";
import type { SetupMessages } from "~/messages/en/setup";
import info from "~/styles/info-page.module.css";

import type { SetupFacts } from "./setup-facts";

/** One device's platform: the steps of the Instructions screen, and where to go next. */
export function SetupPage({
  t,
  facts,
  business = site.facts,
}: {
  t: SetupMessages;
  facts: SetupFacts;
  /** The business's facts (app/config/site.ts): the platform's TV model years show once set. */
  business?: BusinessFacts;
}) {
  const { locale } = useCommon();
  const paths = usePaths();
  const { device, platform } = facts;
  const query = new URLSearchParams({
    [DEVICE_PARAM]: device.name,
    [PLATFORM_PARAM]: platform.name,
  });
  return (
    <div className={info.page}>
      <div className={info.intro}>
        <p className={info.eyebrow}>{site.productLine}</p>
        <h1>{t.title(platform, device)}</h1>
      </div>
      <StepsPanel
        t={t.steps}
        device={device}
        platform={platform}
        steps={facts.steps}
        business={business}
      />
      {facts.others.length > 0 && (
        <section className={info.section} aria-labelledby="others">
          <h2 id="others">{t.others.title(device)}</h2>
          <ul className={info.points}>
            {facts.others.map((other) => (
              <li key={other.slug}>
                <Link to={setupPath(facts.deviceSlug, other.slug, locale)}>
                  {shownName(other.platform, locale)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p>
        <Link to={`${paths.instructions}?${query.toString()}`}>
          {t.allDevices}
        </Link>
      </p>
    </div>
  );
}
