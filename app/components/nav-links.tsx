import { Link, useLocation } from "react-router";

import { isCurrentPage, navItems } from "~/config/nav";
import { useCommon, usePaths } from "~/i18n/common";

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
  const items = navItems(usePaths(), useCommon().nav);
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.key}>
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
