import type { ReactNode } from "react";

import { useCommon } from "~/i18n/common";

interface NewTabLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
}

/** A link to another site, opened in a new tab; screen readers are told so. */
export function NewTabLink({ href, className, children }: NewTabLinkProps) {
  const t = useCommon();
  return (
    <a
      href={href}
      className={className}
      target="_blank"
      rel="noopener noreferrer"
    >
      {children}
      <span className="visually-hidden"> {t.newTab}</span>
    </a>
  );
}
