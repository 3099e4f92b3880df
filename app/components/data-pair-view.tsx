import { type ReactNode, useRef } from "react";

import type { DataFile } from "~/data/data-file";
import { useDataFile } from "~/data/use-data-file";

import { DataError } from "./data-error";
import { LoadingSpinner } from "./loading-spinner";
import styles from "./data-view.module.css";

interface DataPairViewProps<A, B> {
  files: readonly [DataFile<A>, DataFile<B>];
  /** What the files hold together, for the spinner and the error, e.g. "the packages and channels". */
  what: string;
  /**
   * A class setting the region's least height: what the loaded content
   * takes on a first screen, so the footer stays put when the data arrives.
   */
  reserve: string | undefined;
  children: (first: A, second: B) => ReactNode;
}

/** Like DataView, for a part of a screen drawn from two data files loaded side by side. */
export function DataPairView<A, B>({
  files,
  what,
  reserve,
  children,
}: DataPairViewProps<A, B>) {
  const first = useDataFile(files[0]);
  const second = useDataFile(files[1]);
  const region = useRef<HTMLDivElement>(null);

  // Only the files that failed load again; the "Try again" button goes away, so focus waits on the region.
  const retryHere = () => {
    region.current?.focus();
    if (first.state.status === "error") first.retry();
    if (second.state.status === "error") second.retry();
  };

  const failed =
    first.state.status === "error" || second.state.status === "error";
  return (
    <div ref={region} tabIndex={-1} className={`${styles.region} ${reserve}`}>
      {first.state.status === "ready" && second.state.status === "ready" ? (
        children(first.state.data, second.state.data)
      ) : failed ? (
        <DataError what={what} onRetry={retryHere} />
      ) : (
        <LoadingSpinner label={`Loading ${what}…`} />
      )}
    </div>
  );
}
