import { Link, useLocation } from "react-router";

import { NAV_ITEMS, isCurrentPage } from "~/config/nav";

interface NavLinksProps {
  className?: string;
  linkClassName?: string;
  onNavigate?: () => void;
}

/** The five main links, the current page marked with `aria-current`. */
export function NavLinks({
  className,
  linkClassName,
  onNavigate,
}: NavLinksProps) {
  const { pathname } = useLocation();
  return (
    <ul className={className}>
      {NAV_ITEMS.map((item) => (
        <li key={item.to}>
          <Link
            to={item.to}
            className={linkClassName}
            aria-current={isCurrentPage(pathname, item.to) ? "page" : undefined}
            onClick={onNavigate}
          >
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
