import { Link } from "react-router";

import buttons from "~/components/button-link.module.css";
import { ChannelBox, ChannelList } from "~/components/channel-box";
import { FINDER_CHANNELS_PARAM, packagePath } from "~/config/paths";
import { site } from "~/config/site";
import { useLocale, usePaths } from "~/i18n/common";
import { channelCountText } from "~/lineup/channel-count-text";
import { formatMonthlyPrice } from "~/lineup/format-price";
import type { PackageMessages } from "~/messages/en/package";
import info from "~/styles/info-page.module.css";
import linkRow from "~/styles/link-row.module.css";

import type { PackageFacts } from "./package-facts";
import styles from "./package-page.module.css";

/**
 * A package's page: its price and counts, every channel it holds (TV and
 * music apart), what it adds to the package below it or which packages it
 * goes with, and the Channel Finder with its channels chosen.
 */
export function PackagePage({
  t,
  facts,
}: {
  t: PackageMessages;
  facts: PackageFacts;
}) {
  const locale = useLocale();
  const paths = usePaths();
  const { title } = facts;
  const all = [...facts.tv, ...facts.music];
  const finderLink = `${paths.finder}?${FINDER_CHANNELS_PARAM}=${all.map(({ id }) => id).join(",")}`;
  return (
    <div className={info.page}>
      <div className={info.intro}>
        <p className={info.eyebrow}>{site.productLine}</p>
        <h1>{title}</h1>
        <p className={info.lead}>
          {facts.primary ? t.kind.primary : t.kind.addOn}
        </p>
        <dl className={styles.facts}>
          <dt>{t.price}</dt>
          <dd>
            <span className={styles.price}>
              {formatMonthlyPrice(facts.price, t.perMonth)}
            </span>
            {facts.label && <span className={styles.badge}>{facts.label}</span>}
          </dd>
          <dt>{t.channels}</dt>
          <dd>
            {channelCountText(
              { tv: facts.tv.length, music: facts.music.length },
              locale,
            )}
          </dd>
        </dl>
        {!facts.active && <p>{t.notOnSale}</p>}
        <p className={styles.description}>{facts.description}</p>
      </div>

      {facts.tv.length > 0 && (
        <ChannelBox title={t.tvChannels} channels={facts.tv} />
      )}
      {facts.music.length > 0 && (
        <ChannelBox title={t.musicChannels} channels={facts.music} />
      )}

      {facts.over && (
        <section className={info.section} aria-labelledby="adds">
          <h2 id="adds">{t.over.title(facts.over.below.title)}</h2>
          <p>
            {t.over.summary(
              title,
              facts.over.added.length,
              facts.over.below.title,
            )}
          </p>
          {facts.over.added.length > 0 && (
            <ChannelList
              channels={facts.over.added}
              label={t.over.listName(title, facts.over.below.title)}
            />
          )}
          <p>
            <Link to={packagePath(facts.over.below.slug, locale)}>
              {facts.over.below.title}
            </Link>
            {`: ${formatMonthlyPrice(facts.over.below.price, t.perMonth)}`}
          </p>
        </section>
      )}

      {facts.goesWith.length > 0 && (
        <section className={info.section} aria-labelledby="goes-with">
          <h2 id="goes-with">{t.goesWith.title}</h2>
          {facts.heldBy && (
            <p>{t.goesWith.heldBy(title, facts.heldBy.title)}</p>
          )}
          <p>{t.goesWith.intro(title)}</p>
          <ul className={styles.counts}>
            {facts.goesWith.map(({ with: primary, adds }) => (
              <li key={primary.key}>
                <Link to={packagePath(primary.slug, locale)}>
                  {primary.title}
                </Link>{" "}
                ({formatMonthlyPrice(primary.price, t.perMonth)}):{" "}
                {t.goesWith.count(adds)}
              </li>
            ))}
          </ul>
        </section>
      )}

      {all.length > 0 && (
        <section
          className={`${info.panel} print-hidden`}
          aria-labelledby="finder"
        >
          <h2 id="finder">{t.finder.title}</h2>
          <p>{t.finder.text(title)}</p>
          <p className={info.actions}>
            <Link className={buttons.button} to={finderLink}>
              {t.finder.link(title)}
            </Link>
          </p>
        </section>
      )}

      <ul className={`${linkRow.row} print-hidden`}>
        <li>
          <Link to={paths.packages}>{t.more.packages}</Link>
        </li>
        <li>
          <Link to={paths.compare}>{t.more.compare}</Link>
        </li>
      </ul>
    </div>
  );
}
