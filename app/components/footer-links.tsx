import { Link } from "react-router";

import { useCommon, usePaths } from "~/i18n/common";

/** Pages every footer links to: answers, and what the site does with a visit. */
export const FOOTER_KEYS = ["faq", "privacy", "accessibility"] as const;

export function FooterLinks({ className }: { className?: string }) {
  const t = useCommon().footer;
  const paths = usePaths();
  return (
    <nav aria-label={t.nav} className={className}>
      <ul>
        {FOOTER_KEYS.map((key) => (
          <li key={key}>
            <Link to={paths[key]}>{t[key]}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
