import { Link } from "react-router";

import { FOOTER_PAGES } from "~/config/pages";
import { useCommon, useLocale } from "~/i18n/common";
import { localizedPath } from "~/i18n/locale";
import linkRow from "~/styles/link-row.module.css";

export function FooterLinks({ className }: { className?: string }) {
  const t = useCommon().footer;
  const locale = useLocale();
  return (
    <nav aria-label={t.nav} className={className}>
      <ul className={linkRow.row}>
        {FOOTER_PAGES.map(({ key, path, label }) => (
          <li key={key}>
            <Link to={localizedPath(path, locale)}>{label[locale]}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
