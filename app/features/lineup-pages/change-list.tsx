import { Link } from "react-router";

import type { PackageKey } from "~/config/constants";
import { channelPath } from "~/config/paths";
import type { ChangeEntry } from "~/data/changes-schema";
import { useLocale } from "~/i18n/common";

import {
  type ChangeWords,
  changeLines,
  formatChangeDate,
} from "./change-lines";
import styles from "./changes.module.css";

interface ChangeListProps {
  /** Newest first. */
  entries: readonly ChangeEntry[];
  words: ChangeWords;
  titles: Partial<Record<PackageKey, string>>;
  /** Page slugs of the channels still in the lineup, by id; their lines link to their pages. */
  slugs?: Readonly<Record<number, string>>;
  /** The level of each date's heading. */
  headingLevel: 2 | 3;
}

/** Record entries, one dated list of lines each; the entry's id is its anchor (the feed links to it). */
export function ChangeList({
  entries,
  words,
  titles,
  slugs = {},
  headingLevel,
}: ChangeListProps) {
  const locale = useLocale();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const titleOf = (key: PackageKey) => titles[key] ?? key;
  return (
    <ol className={styles.entries}>
      {entries.map((entry) => (
        <li key={entry.id} id={entry.id}>
          <Heading>
            <time dateTime={entry.date}>
              {formatChangeDate(entry.date, locale)}
            </time>
          </Heading>
          <ul>
            {changeLines(entry, words, titleOf, locale).map((line, index) => {
              const slug = slugs[line.channelId];
              return (
                // A line's place in its entry is its identity.
                <li key={index}>
                  {slug === undefined ? (
                    line.text
                  ) : (
                    <Link to={channelPath(slug, locale)}>{line.text}</Link>
                  )}
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ol>
  );
}
