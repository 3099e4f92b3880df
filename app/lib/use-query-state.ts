import { useState } from "react";
import {
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
} from "react-router";

/**
 * State that a link can share: it lives in React, so the screen answers at
 * once, and is mirrored into the URL's query with `replace`, so the history
 * does not fill up. A navigation from elsewhere (a link, Back, Forward)
 * reads it from the URL anew.
 *
 * `read` gets the value from the query; `write` gives the query string
 * (with its "?", or empty) for a value, keeping any other parameters.
 */
export function useQueryState<T>(
  read: (params: URLSearchParams) => T,
  write: (value: T, params: URLSearchParams) => string,
): [T, (value: T) => void] {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const [value, setValue] = useState(() => read(searchParams));
  const [seenKey, setSeenKey] = useState(location.key);
  // Replacements are this hook's own echoes of `value`; any other navigation is news.
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if (navigationType !== "REPLACE") setValue(read(searchParams));
  }

  const change = (next: T) => {
    setValue(next);
    void navigate(
      { search: write(next, new URLSearchParams(location.search)) },
      { replace: true, preventScrollReset: true },
    );
  };
  return [value, change];
}
