import { Link } from "react-router";

import buttons from "~/components/button-link.module.css";
import {
  FINDER_CHANNELS_PARAM,
  channelPath,
  packagePath,
} from "~/config/paths";
import { site } from "~/config/site";
import { useLocale, usePaths } from "~/i18n/common";
import { joinList } from "~/i18n/format";
import { formatCents, formatMonthlyPrice } from "~/lineup/format-price";
import { packageSlug } from "~/lineup/slug";
import type { ChannelMessages } from "~/messages/en/channel";
import info from "~/styles/info-page.module.css";
import linkRow from "~/styles/link-row.module.css";

import { ChangeList } from "./change-list";
import type { ChangesData } from "./load-changes.server";

import type { CarryingPackage, ChannelFacts } from "./channel-facts";
import styles from "./channel-page.module.css";

/** The cheapest monthly price of `facts`, as a price reads ("$34.50/mo"); null when nothing carries it. */
export function cheapestPrice(
  facts: ChannelFacts,
  perMonth: string,
): string | null {
  return facts.cheapest
    ? `${formatCents(facts.cheapest.cents)}${perMonth}`
    : null;
}

/** A channel's page: what it is, how to get it cheapest, every package with it, and similar channels. */
export function ChannelPage({
  t,
  facts,
  changes,
}: {
  t: ChannelMessages;
  facts: ChannelFacts;
  changes: ChangesData;
}) {
  const locale = useLocale();
  const paths = usePaths();
  const { name } = facts;
  const price = cheapestPrice(facts, t.perMonth);
  const finderLink = `${paths.finder}?${FINDER_CHANNELS_PARAM}=${facts.id}`;
  return (
    <div className={info.page}>
      <div className={info.intro}>
        <p className={info.eyebrow}>{site.productLine}</p>
        <h1>{name}</h1>
        <p className={info.lead}>{facts.music ? t.kind.music : t.kind.tv}</p>
        {(facts.genres.length > 0 || facts.aliases.length > 0) && (
          <dl className={styles.facts}>
            {facts.genres.length > 0 && (
              <>
                <dt>{t.genres}</dt>
                <dd>
                  {/* Labels, not a sentence: each genre's name stands alone. */}
                  <ul className={styles.labels}>
                    {facts.genres.map((genre) => (
                      <li key={genre}>{t.genreNames[genre]}</li>
                    ))}
                  </ul>
                </dd>
              </>
            )}
            {facts.aliases.length > 0 && (
              <>
                <dt>{t.aliases}</dt>
                <dd>{joinList(locale, facts.aliases)}</dd>
              </>
            )}
          </dl>
        )}
      </div>

      <section className={info.panel} aria-labelledby="cheapest">
        <h2 id="cheapest">{t.cheapest.title}</h2>
        <p>
          {facts.cheapest && price
            ? t.cheapest.answer(
                name,
                joinList(
                  locale,
                  facts.cheapest.packages.map((item) => item.title),
                ),
                price,
              )
            : t.cheapest.none(name)}
        </p>
        <p className={info.actions}>
          <Link className={buttons.button} to={finderLink}>
            {t.cheapest.finder(name)}
          </Link>
        </p>
      </section>

      <section className={info.section} aria-labelledby="packages">
        <h2 id="packages">{t.packages.title(name)}</h2>
        <PackageList title={t.packages.primary} items={facts.primaries} t={t} />
        <PackageList title={t.packages.addOns} items={facts.addOns} t={t} />
        {facts.addOns.length > 0 && (
          <p className={info.note}>{t.packages.addOnsNote}</p>
        )}
      </section>

      {facts.related && (
        <section className={info.section} aria-labelledby="related">
          <h2 id="related">{t.related.title(facts.related.genre)}</h2>
          <ul className={linkRow.row}>
            {facts.related.channels.map((other) => (
              <li key={other.slug}>
                <Link to={channelPath(other.slug, locale)}>{other.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {changes.entries.length > 0 && (
        <section className={info.section} aria-labelledby="changes">
          <h2 id="changes">{t.changes.title}</h2>
          <ChangeList
            entries={changes.entries}
            words={t.changes.lines}
            titles={changes.titles}
            headingLevel={3}
          />
          <p>
            <Link to={paths.changes}>{t.changes.all}</Link>
          </p>
        </section>
      )}
      <p>
        <Link to={paths.channels}>{t.related.all}</Link>
      </p>
    </div>
  );
}

function PackageList({
  title,
  items,
  t,
}: {
  title: string;
  items: readonly CarryingPackage[];
  t: ChannelMessages;
}) {
  const locale = useLocale();
  return (
    <>
      <h3>{title}</h3>
      {items.length > 0 ? (
        <ul className={styles.prices}>
          {items.map((item) => (
            <li key={item.key}>
              <Link to={packagePath(packageSlug(item.key), locale)}>
                {item.title}
              </Link>
              <span>{formatMonthlyPrice(item.price, t.perMonth)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t.packages.none}</p>
      )}
    </>
  );
}
