import type { ReactNode } from "react";

interface NewTabLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
}

/** A link to another site, opened in a new tab; screen readers are told so. */
export function NewTabLink({ href, className, children }: NewTabLinkProps) {
  return (
    <a
      href={href}
      className={className}
      target="_blank"
      rel="noopener noreferrer"
    >
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
