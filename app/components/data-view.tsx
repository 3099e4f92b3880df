import { type ReactNode, useRef } from "react";

import type { DataFile } from "~/data/data-file";
import { useDataFile } from "~/data/use-data-file";

import { DataError } from "./data-error";
import { LoadingSpinner } from "./loading-spinner";
import styles from "./data-view.module.css";

interface DataViewProps<T> {
  file: DataFile<T>;
  /** What the file holds, for the spinner and the error, e.g. "the channel lineup". */
  what: string;
  /**
   * A class setting the region's least height: what the loaded content
   * takes on a first screen, so the footer stays put when the data arrives.
   */
  reserve: string | undefined;
  children: (data: T) => ReactNode;
}

/** The part of a screen drawn from a data file: a spinner, then the content or the error. */
export function DataView<T>({
  file,
  what,
  reserve,
  children,
}: DataViewProps<T>) {
  const { state, retry } = useDataFile(file);
  const region = useRef<HTMLDivElement>(null);

  // The "Try again" button goes away, so focus waits on the region instead.
  const retryHere = () => {
    region.current?.focus();
    retry();
  };

  return (
    <div ref={region} tabIndex={-1} className={`${styles.region} ${reserve}`}>
      {state.status === "ready" ? (
        children(state.data)
      ) : state.status === "error" ? (
        <DataError what={what} onRetry={retryHere} />
      ) : (
        <LoadingSpinner label={`Loading ${what}…`} />
      )}
    </div>
  );
}
