import { useId } from "react";

import { NewTabLink } from "~/components/new-tab-link";
import { useSay } from "~/components/page-status";
import { type BusinessFacts, site } from "~/config/site";
import { shownName, stepText } from "~/data/in-language";
import type { Device, Platform, Step } from "~/data/instructions-schema";
import { useCommon } from "~/i18n/common";
import { isWebPlatform } from "~/lineup/platforms";
import type { InstructionsMessages } from "~/messages/en/instructions";

import styles from "./instructions.module.css";

interface StepsPanelProps {
  t: InstructionsMessages["steps"];
  device: Device;
  platform: Platform;
  steps: readonly Step[];
  /** The address of these steps' own page, linked below them; none on that page itself. */
  pagePath?: string;
  /** The business's facts (app/config/site.ts): the platform's TV model years show once set. */
  business?: BusinessFacts;
}

/**
 * The steps for one platform of one device, after signing up. When they
 * appear or change in the browser, the page's polite region says so.
 */
export function StepsPanel({
  t,
  device,
  platform,
  steps,
  pagePath,
  business = site.facts,
}: StepsPanelProps) {
  const headingId = useId();
  const { locale, facts: words } = useCommon();
  const modelYear = business.tvModelYears?.[platform.name];
  const linkText = isWebPlatform(platform.name) ? t.webLink : t.storeLink;
  // The sign-up step comes first, then the platform's own.
  useSay(t.shown(steps.length + 1, platform, device));
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId}>{t.title}</h2>
      <p>{t.intro(platform, device)}</p>
      {modelYear !== undefined && (
        <p>{words.modelYears(shownName(platform, locale), modelYear)}</p>
      )}
      <ol className={styles.steps}>
        <li>{t.signup}</li>
        {steps.map((step, index) => (
          // Steps have no id; their order is their identity.
          <li key={index}>
            {stepText(step, locale)}
            {step.link && (
              <NewTabLink className={styles.stepLink} href={step.link}>
                {linkText}
              </NewTabLink>
            )}
          </li>
        ))}
      </ol>
      {pagePath !== undefined && (
        // A plain link: the page ships no script, so it loads as a document.
        <p className="print-hidden">
          <a href={pagePath}>{t.page(platform, device)}</a>
        </p>
      )}
    </section>
  );
}
