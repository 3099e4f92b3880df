import { useState } from "react";
import {
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
} from "react-router";

/** The history state of this hook's own navigations, which tells them from any other. */
const OWN_NAVIGATION = "query-state";

export interface QueryStateOptions {
  /**
   * `replace` (the default) keeps one history entry however often the value
   * changes; `push` makes each change an entry, so Back returns to the
   * previous value.
   */
  history?: "replace" | "push";
}

/**
 * State that a link can share: it lives in React, so the screen answers at
 * once, and is mirrored into the URL's query. A navigation from elsewhere (a
 * link, Back, Forward) reads it from the URL anew. Mirroring never happens on
 * its own: the value a page opens with adds no history entry.
 *
 * `read` gets the value from the query; `write` gives the query string
 * (with its "?", or empty) for a value, keeping any other parameters.
 */
export function useQueryState<T>(
  read: (params: URLSearchParams) => T,
  write: (value: T, params: URLSearchParams) => string,
  { history = "replace" }: QueryStateOptions = {},
): [T, (value: T) => void] {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const [value, setValue] = useState(() => read(searchParams));
  const [seenKey, setSeenKey] = useState(location.key);
  // This hook's own navigations echo `value`; any other, and every Back or Forward, is news.
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    const own = navigationType !== "POP" && location.state === OWN_NAVIGATION;
    if (!own) setValue(read(searchParams));
  }

  const change = (next: T) => {
    setValue(next);
    const search = write(next, new URLSearchParams(location.search));
    void navigate(
      { search },
      {
        // A change that leaves the URL as it is makes no entry of its own.
        replace: history === "replace" || search === location.search,
        state: OWN_NAVIGATION,
        preventScrollReset: true,
      },
    );
  };
  return [value, change];
}
