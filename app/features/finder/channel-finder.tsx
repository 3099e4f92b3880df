import { use, useCallback, useDeferredValue, useMemo, useRef } from "react";

import { site } from "~/config/site";
import type { Channel, ChannelsFile, PackagesFile } from "~/data/schemas";
import { useLocale } from "~/i18n/common";
import { splitMusic } from "~/lineup/music-split";
import { createChannelIndex, searchChannels } from "~/lineup/channel-search";
import { localStations } from "~/lineup/local-stations";
import { useQueryState } from "~/lib/use-query-state";
import type { FinderMessages } from "~/messages/en/finder";

import { BillField } from "./bill-field";
import { readBill } from "./bill-saving";
import { ChannelCombobox } from "./channel-combobox";
import { ChosenChips } from "./chosen-chips";
import {
  readChosen,
  readChosenQuery,
  writeChosen,
  writeChosenQuery,
} from "./finder-choice";
import { useFinderStatus } from "./finder-status";
import { answerPartAtHand, loadAnswerPart } from "./load-answer-part";
import { PopularPicks } from "./popular-picks";
import { popularChannels } from "./popular-channels";
import styles from "./finder.module.css";

/** Channels the empty Finder offers: enough for two rows on a phone. */
const POPULAR_COUNT = 8;

interface ChannelFinderProps {
  t: FinderMessages;
  packages: PackagesFile;
  lineup: ChannelsFile;
}

const BILL_PARAM = "bill";

function readBillQuery(params: URLSearchParams): string {
  return params.get(BILL_PARAM) ?? "";
}

/** The query string with `bill` set (or gone when blank), the `ch` list kept readable. */
function writeBillQuery(value: string, params: URLSearchParams): string {
  const next = new URLSearchParams(params);
  if (value.trim() === "") next.delete(BILL_PARAM);
  else next.set(BILL_PARAM, value.trim());
  return writeChosenQuery(readChosenQuery(next), next);
}

/** Pick channels; see the cheapest packages that carry them all. The choice is mirrored in `?ch=`, the bill in `&bill=`. */
export function ChannelFinder({ t, packages, lineup }: ChannelFinderProps) {
  const { channels } = lineup;
  const locale = useLocale();
  const [chosenQuery, setChosenQuery] = useQueryState(
    readChosenQuery,
    writeChosenQuery,
  );
  const [bill, setBill] = useQueryState(readBillQuery, writeBillQuery);
  const billReading = readBill(bill);
  const inputRef = useRef<HTMLInputElement>(null);
  const byId = useMemo(
    () => new Map(channels.map((channel) => [channel.id, channel])),
    [channels],
  );
  const popular = useMemo(
    () => popularChannels(channels, site.popularChannels, POPULAR_COUNT),
    [channels],
  );
  const index = useMemo(() => createChannelIndex(channels), [channels]);
  const local = useMemo(() => localStations(lineup, site.facts), [lineup]);

  const { chosen, ignored } = readChosen(chosenQuery, byId);
  const chosenKey = writeChosen(chosen.map((channel) => channel.id));
  // The chips follow each choice at once; the answer follows it a moment
  // later. For a first choice, the answer's code may still be loading: the
  // deferred render waits for it while the screen keeps its last answer
  // (none), and a link that names channels keeps the loading state.
  const answeredKey = useDeferredValue(chosenKey);
  const answered = useMemo(
    () => readChosen([answeredKey], byId).chosen,
    [answeredKey, byId],
  );
  const answerPart =
    answered.length > 0
      ? (answerPartAtHand(locale) ?? use(loadAnswerPart(locale)))
      : undefined;
  const answer = useMemo(
    () => answerPart?.code.findCheapest(packages, channels, answered, locale),
    [answerPart, packages, channels, answered, locale],
  );
  const said = useFinderStatus(t.changed, {
    channels: answered,
    answer:
      answerPart && answer
        ? answerPart.code.answerStatus(answerPart.words, answer, billReading)
        : "",
  });
  const lineupCounts = useMemo(() => {
    const { tv, music } = splitMusic(channels);
    return { tv: tv.length, music: music.length };
  }, [channels]);
  const search = useCallback(
    (query: string) => {
      const taken = new Set(chosenKey.split(","));
      const open = (channel: Channel) => !taken.has(String(channel.id));
      const { kind, matches, suggestions } = searchChannels(index, query);
      return {
        kind,
        matches: matches.filter(open),
        suggestions: suggestions.filter(open),
        chosen: matches.filter((channel) => !open(channel)),
      };
    },
    [index, chosenKey],
  );
  const focusField = useCallback(() => inputRef.current?.focus(), []);

  const choose = (next: readonly Channel[]) =>
    setChosenQuery([writeChosen(next.map((channel) => channel.id))]);
  // A visitor reaching for the search or a pick is about to choose: the
  // answer's file loads meanwhile.
  const prepareAnswer = () => void loadAnswerPart(locale);

  return (
    <>
      <ChannelCombobox
        t={t.search}
        search={search}
        local={local}
        inputRef={inputRef}
        onChoose={(channel) => choose([...chosen, channel])}
        onReach={prepareAnswer}
      />
      {ignored > 0 && (
        <p role="status" className={styles.notice}>
          {t.ignored(ignored)}
        </p>
      )}
      <ChosenChips
        t={t.chips}
        channels={chosen}
        onRemove={(channel) =>
          choose(chosen.filter((kept) => kept.id !== channel.id))
        }
        onRemoveAll={() => choose([])}
        focusAfterLast={focusField}
      />
      <BillField
        t={t.bill}
        value={bill}
        reading={billReading}
        onChange={setBill}
      />
      {/* The page's polite region: the channels added or removed, the answer when it changes, what it saves, a bill it cannot read. */}
      <p role="status" className="visually-hidden">
        {[
          said,
          billReading.kind === "invalid"
            ? t.bill.invalid[billReading.problem]
            : "",
        ]
          .filter(Boolean)
          .join(" ")}
      </p>
      {answerPart && answer ? (
        <answerPart.code.AnswerView
          t={answerPart.words}
          answer={answer}
          billReading={billReading}
          chosen={answered}
        />
      ) : null}
      <PopularPicks
        t={t.popular}
        channels={popular.filter((channel) => !chosen.includes(channel))}
        more={chosen.length > 0}
        lineupCounts={lineupCounts}
        onChoose={(channel) => choose([...chosen, channel])}
        onReach={prepareAnswer}
      />
    </>
  );
}
