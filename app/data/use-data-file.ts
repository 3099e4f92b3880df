import { useCallback, useEffect, useRef, useState } from "react";

import type { DataFile } from "./data-file";

export type DataState<T> =
  { status: "loading" } | { status: "ready"; data: T } | { status: "error" };

const LOADING = { status: "loading" } as const;

/**
 * Loads a data file when the screen is shown. A file already loaded in this
 * visit is used at once. The pre-rendered page and its hydration both start
 * in "loading", since nothing is loaded before the page runs.
 */
export function useDataFile<T>(file: DataFile<T>): {
  state: DataState<T>;
  retry: () => void;
} {
  const [state, setState] = useState<DataState<T>>(() => {
    const data = file.peek();
    return data === undefined ? LOADING : { status: "ready", data };
  });
  const [attempt, setAttempt] = useState(0);
  // Only a screen that started with the file skips the first load; one that
  // started without it loads, even if the file arrived for another meanwhile.
  const startedReady = useRef(state.status === "ready");

  useEffect(() => {
    if (attempt === 0 && startedReady.current) return;
    let current = true;
    file.load({ fresh: attempt > 0 }).then(
      (data) => {
        if (current) setState({ status: "ready", data });
      },
      (error: unknown) => {
        console.error(error);
        if (current) setState({ status: "error" });
      },
    );
    return () => {
      current = false;
    };
  }, [file, attempt]);

  const retry = useCallback(() => {
    setState(LOADING);
    setAttempt((count) => count + 1);
  }, []);

  return { state, retry };
}
