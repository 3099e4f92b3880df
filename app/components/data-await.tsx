import { type ReactNode, Suspense, useState } from "react";
import { Await, useAsyncError, useRevalidator } from "react-router";

import { useCommon } from "~/i18n/common";
import { useLogError } from "~/lib/use-log-error";

import { DataError } from "./data-error";
import { LoadingSpinner } from "./loading-spinner";
import { Say, useSay } from "./page-status";
import styles from "./data-await.module.css";

interface DataRegionProps {
  /** What the data holds, for the spinner and the error, e.g. "the channel lineup". */
  what: string;
  /**
   * A class setting the region's least height: what the loaded content
   * takes on a first screen, so the footer stays put when the data arrives.
   */
  reserve: string | undefined;
}

interface DataAwaitProps<T> extends DataRegionProps {
  /** The route's loader data: the data itself, or its promise. */
  resolve: T | Promise<T>;
  children: (data: T) => ReactNode;
}

/**
 * The part of a screen drawn from the data files: a spinner until the route's
 * loader data has settled, then the content, or the error with "Try again".
 */
export function DataAwait<T>({
  resolve,
  what,
  reserve,
  children,
}: DataAwaitProps<T>) {
  const loaded = useCommon().data.loaded(what);
  return (
    <div tabIndex={-1} data-data-region="" className={regionClass(reserve)}>
      <Suspense fallback={<DataLoading what={what} />}>
        <Await resolve={resolve} errorElement={<DataAwaitError what={what} />}>
          {(data: T) => (
            <>
              <Say message={loaded} />
              {children(data)}
            </>
          )}
        </Await>
      </Suspense>
    </div>
  );
}

/**
 * The same region before the route's loader has run: what the pre-rendered
 * page shows, and all it shows when JavaScript is off.
 */
export function DataFallback({ what, reserve }: DataRegionProps) {
  return (
    <div tabIndex={-1} data-data-region="" className={regionClass(reserve)}>
      <DataLoading what={what} />
    </div>
  );
}

const regionClass = (reserve: string | undefined) =>
  reserve ? `${styles.region} ${reserve}` : styles.region;

function DataLoading({ what }: { what: string }) {
  const t = useCommon().data;
  // Said in the page's region too: the spinner's own goes when the data comes.
  useSay(t.loading(what));
  return (
    <>
      <div className={styles.loading}>
        <LoadingSpinner label={t.loading(what)} />
      </div>
      <p className={styles.noScript}>{t.noScript(what)}</p>
    </>
  );
}

function DataAwaitError({ what }: { what: string }) {
  const error = useAsyncError();
  const revalidator = useRevalidator();
  // The error whose "Try again" was pressed: a spinner stands in for it until
  // the loader's new answer arrives, whether data or another error.
  const [retried, setRetried] = useState<unknown>(null);
  useLogError(error);
  // The alert says what went wrong; the page's region stops saying "Loading".
  useSay("");

  if (retried === error) return <DataLoading what={what} />;
  return (
    <DataError
      what={what}
      onRetry={(event) => {
        // The button goes away, so focus waits on the region.
        event.currentTarget.closest<HTMLElement>("[data-data-region]")?.focus();
        setRetried(error);
        void revalidator.revalidate();
      }}
    />
  );
}
