import {
  type KeyboardEvent,
  type Ref,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";

import type { Channel } from "~/data/schemas";
import type { LocalStations } from "~/lineup/local-stations";
import type { FinderMessages } from "~/messages/en/finder";

import { kindHeading } from "~/lineup/search-status";

import {
  type FinderSearch,
  listedOptions,
  searchStatusLine,
} from "./search-wording";
import styles from "./finder.module.css";

interface ChannelComboboxProps {
  /** The field's label, hint and list names. */
  t: FinderMessages["search"];
  /** The channels a query asks for: a kind's, or names matching it best first, or else those close to it. */
  search: (query: string) => FinderSearch;
  /** What a search that finds nothing says of local stations. */
  local?: LocalStations | null;
  onChoose: (channel: Channel) => void;
  /** The field takes focus: a channel may soon be chosen. */
  onReach?: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A text field with a list of matching channels (the WAI-ARIA combobox
 * pattern, list autocomplete with automatic selection): focus stays in the
 * field, Up and Down move through the list, Enter adds, Escape closes.
 */
export function ChannelCombobox({
  t,
  search,
  local = null,
  onChoose,
  onReach,
  inputRef,
}: ChannelComboboxProps) {
  const inputId = useId();
  const listId = useId();
  const hintId = useId();
  const statusId = useId();
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const list = useRef<HTMLDivElement>(null);

  const { kind, matches, suggestions, chosen } = useMemo(
    () => search(query),
    [search, query],
  );
  // Close names are offered only when nothing matches, and the hint says they are suggestions.
  const suggesting = matches.length === 0 && suggestions.length > 0;
  const shown = listedOptions(kind, matches, suggestions);
  const expanded = open && shown.length > 0;
  const activeIndex = Math.min(active, shown.length - 1);
  const optionId = (index: number) => `${listId}-${index}`;

  useEffect(() => {
    if (!expanded) return;
    // jsdom has no scrollIntoView; browsers do.
    list.current?.children[activeIndex]?.scrollIntoView?.({ block: "nearest" });
  }, [expanded, activeIndex]);

  const choose = (channel: Channel) => {
    onChoose(channel);
    setQuery("");
    setOpen(false);
    setActive(0);
  };

  const move = (step: number) => {
    if (shown.length === 0) return;
    setActive(
      open
        ? (activeIndex + step + shown.length) % shown.length
        : step > 0
          ? 0
          : shown.length - 1,
    );
    setOpen(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      move(event.key === "ArrowDown" ? 1 : -1);
    } else if (event.key === "Enter" && expanded) {
      event.preventDefault();
      const channel = shown[activeIndex];
      if (channel) choose(channel);
    } else if (event.key === "Escape") {
      if (expanded) setOpen(false);
      else setQuery("");
    }
  };

  return (
    <div className={styles.combobox}>
      <label htmlFor={inputId} className={styles.label}>
        {t.label}
      </label>
      <div className={styles.field}>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded ? optionId(activeIndex) : undefined}
          aria-describedby={hintId}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onFocus={onReach}
          onBlur={() => setOpen(false)}
        />
        <div
          ref={list}
          id={listId}
          role="listbox"
          aria-label={
            kind !== null
              ? kindHeading(t.status, kind)
              : suggesting
                ? t.suggested
                : t.matching
          }
          className={styles.listbox}
          hidden={!expanded}
        >
          {shown.map((channel, index) => (
            // Focus stays in the field; the field's keys choose options, the mouse clicks them.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <div
              key={channel.id}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === activeIndex}
              className={styles.option}
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActive(index)}
              onClick={() => choose(channel)}
            >
              {channel.channelName}
            </div>
          ))}
        </div>
      </div>
      <p id={hintId} className={styles.hint}>
        {t.howTo} <span className={styles.keysHint}>{t.howToKeys}</span>
      </p>
      <p id={statusId} role="status" className={styles.hint}>
        {searchStatusLine(
          t,
          query,
          matches.length,
          suggestions,
          kind,
          local,
          chosen,
        )}
      </p>
    </div>
  );
}
