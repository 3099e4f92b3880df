import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { CARRY_ATTRIBUTE, useCarriedText } from "~/lib/carried-text";

import { SELECTOR_PACKAGE_LIMIT } from "~/config/constants";
import { packagePath } from "~/config/paths";
import { site } from "~/config/site";
import { useLocale } from "~/i18n/common";
import type { ChannelsFile } from "~/data/schemas";
import type { ChannelsMessages } from "~/messages/en/channels";

import { packagesOf } from "~/lineup/membership";
import { createChannelIndex, searchChannels } from "~/lineup/channel-search";
import { localStations } from "~/lineup/local-stations";
import { kindHeading, searchStatus } from "~/lineup/search-status";
import { packageSlug } from "~/lineup/slug";
import { ChannelNameLink } from "~/components/channel-name-link";
import styles from "./channels.module.css";

/** The search field's name, by which the language link carries its words. */
const SEARCH_FIELD = "channel";

/** Matching channels listed at once; "Show all" lists the rest, typing more narrows them. */
export const MAX_SEARCH_RESULTS = 20;

/** "Which packages have…?": each channel matching the field, with the packages that carry it. */
export function ChannelSearch({
  t,
  data,
  slugs,
  packageParam,
}: {
  t: ChannelsMessages["search"];
  data: ChannelsFile;
  /** Each channel's page slug, by id: a result's name links to its page. */
  slugs: ReadonlyMap<number, string>;
  /** The query parameter that selects a package on this screen. */
  packageParam: string;
}) {
  const fieldId = useId();
  const statusId = useId();
  const [query, setQuery] = useState(useCarriedText(SEARCH_FIELD));
  const index = useMemo(
    () => createChannelIndex(data.channels),
    [data.channels],
  );
  const local = useMemo(() => localStations(data, site.facts), [data]);
  const { kind, matches, suggestions } = searchChannels(index, query);
  const suggesting = matches.length === 0 && suggestions.length > 0;
  const found = suggesting ? suggestions : matches;
  // "Show all" holds for the query it was pressed for; typing starts over.
  const [allFor, setAllFor] = useState<string | null>(null);
  const showingAll = allFor === query;
  const shown = showingAll ? found : found.slice(0, MAX_SEARCH_RESULTS);
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    // The button is gone once pressed: focus goes to the first channel it revealed.
    if (showingAll) {
      list.current?.children[MAX_SEARCH_RESULTS]?.querySelector("a")?.focus();
    }
  }, [showingAll]);
  const selectable = data.packages.slice(0, SELECTOR_PACKAGE_LIMIT);
  const locale = useLocale();

  return (
    <div className={`${styles.search} print-hidden`}>
      <label htmlFor={fieldId} className={styles.searchLabel}>
        {t.label}
      </label>
      <input
        id={fieldId}
        type="search"
        name={SEARCH_FIELD}
        {...{ [CARRY_ATTRIBUTE]: "" }}
        className={styles.searchField}
        placeholder={t.placeholder}
        autoComplete="off"
        aria-describedby={statusId}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {/* A live region without the status role: the screen's notice keeps that role to itself. */}
      <p id={statusId} aria-live="polite" className={styles.searchStatus}>
        {searchStatus(
          t.status,
          query,
          matches.length,
          suggestions,
          showingAll ? matches.length : MAX_SEARCH_RESULTS,
          kind,
          local,
        )}
      </p>
      {shown.length > 0 && (
        <ul
          ref={list}
          className={styles.results}
          aria-label={
            kind !== null
              ? kindHeading(t.status, kind)
              : suggesting
                ? t.suggested
                : t.found
          }
        >
          {shown.map((channel) => {
            const carriers = packagesOf(channel.binary).flatMap((key) =>
              data.packages.filter((entry) => entry.name === key),
            );
            return (
              <li key={channel.id} className={styles.result}>
                <ChannelNameLink
                  className={styles.resultName}
                  name={channel.channelName}
                  slug={slugs.get(channel.id)}
                />
                {carriers.length === 0 ? (
                  <span> {t.noCarrier}</span>
                ) : (
                  <ul
                    className={styles.carriers}
                    aria-label={t.carriers(channel.channelName)}
                  >
                    {carriers.map((entry) => (
                      <li key={entry.name}>
                        {selectable.includes(entry) ? (
                          <Link
                            to={{ search: `?${packageParam}=${entry.name}` }}
                          >
                            {entry.title}
                          </Link>
                        ) : (
                          // Beyond the selector (HBO, Showtime): its own page lists it.
                          <a
                            href={packagePath(packageSlug(entry.name), locale)}
                          >
                            {entry.title}
                          </a>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {shown.length < found.length && (
        <button
          type="button"
          className={styles.showAll}
          onClick={() => setAllFor(query)}
        >
          {t.showAll(found.length)}
        </button>
      )}
    </div>
  );
}
