import { Link } from "react-router";

import { PATHS } from "~/config/paths";

/** Pages every footer links to: answers, and what the site does with a visit. */
export const FOOTER_LINKS = [
  { label: "Questions and answers", to: PATHS.faq },
  { label: "Privacy", to: PATHS.privacy },
  { label: "Accessibility", to: PATHS.accessibility },
] as const;

export function FooterLinks({ className }: { className?: string }) {
  return (
    <nav aria-label="More about us" className={className}>
      <ul>
        {FOOTER_LINKS.map(({ label, to }) => (
          <li key={to}>
            <Link to={to}>{label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
