import { useDeferredValue, useId, useMemo, useState } from "react";
import { CARRY_ATTRIBUTE, useCarriedText } from "~/lib/carried-text";

import type { PackageKey } from "~/config/constants";
import { GENRES, type GenreKey } from "~/config/genres";
import { site } from "~/config/site";
import type { Channel, ChannelsFile, PackagesFile } from "~/data/schemas";
import { useLocale } from "~/i18n/common";
import { createChannelIndex, searchChannels } from "~/lineup/channel-search";
import { kindHeading, notCarriedLine } from "~/lineup/search-status";
import { localStations } from "~/lineup/local-stations";
import { isInPackage } from "~/lineup/membership";
import { splitMusic } from "~/lineup/music-split";
import { channelSlugs } from "~/lineup/slug";
import { readPackageParam, writePackageParam } from "~/lib/package-param";
import { shortenText } from "~/lib/shorten-text";
import { useQueryState } from "~/lib/use-query-state";
import type { CompareMessages } from "~/messages/en/compare";

import { CompareMatrix } from "./compare-matrix";
import { UTF8_BOM, toCsv } from "./csv";
import { downloadText } from "./download-file";
import { matrixColumns, matrixRecords } from "./matrix";
import { PackageToggles } from "./package-toggles";
import styles from "./compare.module.css";
import controls from "~/styles/controls.module.css";

/** The name filter's name, by which the language link carries its words. */
const FILTER_FIELD = "filter";

/** "keystone-tv-channels-by-package.csv": the site's name, then the catalogue's. */
function csvFileName(name: string): string {
  return `${site.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${name}.csv`;
}

interface PackageCompareProps {
  t: CompareMessages;
  packages: PackagesFile;
  lineup: ChannelsFile;
}

/** How many of `shown` are TV channels and how many music, the lineup's last channels. */
function kindCounts(
  shown: readonly unknown[],
  music: ReadonlySet<unknown>,
): { tv: number; music: number } {
  const musicShown = shown.filter((channel) => music.has(channel)).length;
  return { tv: shown.length - musicShown, music: musicShown };
}

const isGenre = (value: string): value is GenreKey =>
  (GENRES as readonly string[]).includes(value);

/** The table's rows before its first drawing. */
const NO_ROWS: readonly Channel[] = [];

/**
 * The comparison matrix with its name and genre filters, package choice and
 * CSV download. `?pkg=` naming a package lists only that package's channels.
 */
export function PackageCompare({ t, packages, lineup }: PackageCompareProps) {
  const { channels } = lineup;
  const locale = useLocale();
  const filterId = useId();
  const genreId = useId();
  const headingId = useId();
  const [query, setQuery] = useState(useCarriedText(FILTER_FIELD));
  const [genre, setGenre] = useState<GenreKey | null>(null);
  const [hidden, setHidden] = useState<ReadonlySet<PackageKey>>(new Set());
  const [pkg, setPkg] = useQueryState(readPackageParam, writePackageParam);
  const columns = useMemo(
    () => matrixColumns(packages, channels, locale),
    [packages, channels, locale],
  );
  const only = useMemo(() => {
    const wanted = pkg?.toLowerCase();
    return (
      columns.find((column) => column.key.toLowerCase() === wanted) ?? null
    );
  }, [columns, pkg]);
  const index = useMemo(() => createChannelIndex(channels), [channels]);
  const local = useMemo(() => localStations(lineup, site.facts), [lineup]);
  const slugs = useMemo(() => channelSlugs(channels), [channels]);
  const music = useMemo(() => new Set(splitMusic(channels).music), [channels]);
  const total = useMemo(() => kindCounts(channels, music), [channels, music]);

  // The table follows the field a moment behind, in a render React can
  // interrupt, so typing stays quick however many rows match.
  const shownQuery = useDeferredValue(query);
  const filtering = shownQuery.trim() !== "" || genre !== null || !!only;
  const search = useMemo(
    () => searchChannels(index, shownQuery),
    [index, shownQuery],
  );
  const rows = useMemo(() => {
    const ofGenre = channels.filter(
      (channel) =>
        (genre === null || channel.genres?.includes(genre)) &&
        (only === null || isInPackage(channel.binary, only.key)),
    );
    if (shownQuery.trim() === "") return ofGenre;
    const matched = new Set([...search.matches, ...search.suggestions]);
    // The filter keeps the lineup's order rather than ranking matches.
    return ofGenre.filter((channel) => matched.has(channel));
  }, [channels, genre, only, shownQuery, search]);
  // A name the lineup does not have is said so, with any close spellings the rows show.
  const notCarried =
    shownQuery.trim() !== "" && search.matches.length === 0
      ? notCarriedLine(t.search, shownQuery, search.suggestions, local)
      : null;
  // The tools and the count come with the data; the table, whose 2,500
  // cells take about 2 s to draw on the throttled phone, follows in a render
  // of its own that React does after that first paint (docs/performance.md).
  // Every row is drawn at once, so the table is whole when it appears.
  const tableRows = useDeferredValue(rows, NO_ROWS);
  const drawing = tableRows !== rows;
  const shownColumns = useMemo(
    () => columns.filter((column) => !hidden.has(column.key)),
    [columns, hidden],
  );

  const toggle = (key: PackageKey) =>
    setHidden((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const download = () =>
    downloadText(
      csvFileName(t.fileName),
      UTF8_BOM + toCsv(matrixRecords(t.matrix, columns, channels)),
      "text/csv;charset=utf-8",
    );

  return (
    <>
      {pkg && (
        <p role="status" className={controls.notice}>
          {only
            ? t.onlyPackage(only.title)
            : t.unknownPackage(shortenText(pkg))}{" "}
          {only && (
            <button
              type="button"
              className={styles.button}
              onClick={() => setPkg(null)}
            >
              {t.showEvery}
            </button>
          )}
        </p>
      )}
      <div className={`${styles.tools} print-hidden`}>
        <div className={styles.filter}>
          <label htmlFor={filterId} className={styles.toolLabel}>
            {t.filter}
          </label>
          <input
            id={filterId}
            type="search"
            name={FILTER_FIELD}
            {...{ [CARRY_ATTRIBUTE]: "" }}
            className={styles.field}
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          {search.kind !== null && (
            <p className={styles.note}>
              {t.search.kind(
                kindHeading(t.search, search.kind),
                search.matches.length,
                search.matches.length,
              )}
            </p>
          )}
        </div>
        <div className={styles.filter}>
          <label htmlFor={genreId} className={styles.toolLabel}>
            {t.genre.label}
          </label>
          <select
            id={genreId}
            className={styles.field}
            value={genre ?? ""}
            onChange={(event) =>
              setGenre(isGenre(event.target.value) ? event.target.value : null)
            }
          >
            <option value="">{t.genre.all}</option>
            {GENRES.map((key) => (
              <option key={key} value={key}>
                {t.genre.names[key]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.download}>
          <button type="button" className={styles.button} onClick={download}>
            {t.download}
          </button>
          <p className={styles.note}>{t.downloadNote}</p>
        </div>
        <PackageToggles
          legend={t.toggles}
          columns={columns}
          hidden={hidden}
          onToggle={toggle}
          toggled={t.toggled}
        />
      </div>
      <h2 id={headingId}>{t.tableTitle}</h2>
      {/* The one live line of the table: what it shows now, or why it shows nothing. */}
      <p aria-live="polite" className={styles.count}>
        {shownColumns.length === 0
          ? t.noColumns
          : notCarried !== null
            ? notCarried
            : filtering
              ? t.showing(kindCounts(rows, music), total)
              : t.all(total.tv, total.music)}
      </p>
      {shownColumns.length === 0 ? null : rows.length === 0 ? (
        notCarried === null && <p>{t.noMatch}</p>
      ) : (
        // The table's place, busy while the table is still to be drawn.
        <div aria-busy={drawing || undefined}>
          {tableRows.length > 0 && (
            <CompareMatrix
              t={t.matrix}
              columns={shownColumns}
              rows={tableRows}
              labelledBy={headingId}
              slugs={slugs}
            />
          )}
        </div>
      )}
    </>
  );
}
