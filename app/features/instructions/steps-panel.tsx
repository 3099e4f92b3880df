import { useId } from "react";
import { Link } from "react-router";

import { PATHS } from "~/config/paths";
import type { Step } from "~/data/schemas";

import { stepLinkText, stepsIntro } from "./wording";
import styles from "./instructions.module.css";

interface StepsPanelProps {
  device: string;
  platform: string;
  steps: readonly Step[];
}

/** The steps for one platform of one device, after signing up. */
export function StepsPanel({ device, platform, steps }: StepsPanelProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId}>Steps</h2>
      <p>{stepsIntro(platform, device)}</p>
      <ol className={styles.steps}>
        <li>
          Complete the <Link to={PATHS.signup}>sign-up process</Link>, which
          opens soon.
        </li>
        {steps.map((step, index) => (
          // Steps have no id; their order is their identity.
          <li key={index}>
            {step.text}
            {step.link && (
              <a
                className={styles.stepLink}
                href={step.link}
                target="_blank"
                rel="noopener noreferrer"
              >
                {stepLinkText(platform)}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
