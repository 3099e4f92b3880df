import { Component, type ReactNode, Suspense } from "react";

import type { ScreenData } from "~/data/use-screen-data";

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
  /** The screen's data (app/data/use-screen-data.ts). */
  data: ScreenData<T>;
  children: (data: T) => ReactNode;
}

/**
 * The part of a screen drawn from the data files: a spinner until the data
 * has loaded, then the content, or the error with "Try again". The spinner
 * is what the pre-rendered page shows, and with JavaScript off a note takes
 * its place.
 */
export function DataAwait<T>({
  data: { outcome, retry },
  what,
  reserve,
  children,
}: DataAwaitProps<T>) {
  const loaded = useCommon().data.loaded(what);
  let content: ReactNode;
  if (outcome === undefined) {
    content = <DataLoading what={what} />;
  } else if (!outcome.ok) {
    content = (
      <DataAwaitError what={what} error={outcome.error} onRetry={retry} />
    );
  } else {
    content = (
      <DrawingFailure
        failed={(error, reset) => (
          <DataAwaitError
            what={what}
            error={error}
            onRetry={() => {
              reset();
              retry();
            }}
          />
        )}
      >
        {/* For a part of the content whose code is still loading. */}
        <Suspense fallback={<DataLoading what={what} />}>
          <Say message={loaded} />
          {children(outcome.data)}
        </Suspense>
      </DrawingFailure>
    );
  }
  return (
    <div tabIndex={-1} data-data-region="" className={regionClass(reserve)}>
      {content}
    </div>
  );
}

/**
 * Content whose drawing threw, such as a part of the screen whose code
 * failed to load, gives way to what `failed` draws; `reset` draws it again.
 */
class DrawingFailure extends Component<
  {
    children: ReactNode;
    failed: (error: unknown, reset: () => void) => ReactNode;
  },
  { failure: { error: unknown } | null }
> {
  override state: { failure: { error: unknown } | null } = { failure: null };

  static getDerivedStateFromError(error: unknown) {
    return { failure: { error } };
  }

  override render() {
    const { failure } = this.state;
    if (failure === null) return this.props.children;
    return this.props.failed(failure.error, () =>
      this.setState({ failure: null }),
    );
  }
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

function DataAwaitError({
  what,
  error,
  onRetry,
}: {
  what: string;
  error: unknown;
  onRetry: () => void;
}) {
  useLogError(error);
  // The alert says what went wrong; the page's region stops saying "Loading".
  useSay("");
  return (
    <DataError
      what={what}
      onRetry={(event) => {
        // The button gives way to the spinner, so focus waits on the region.
        event.currentTarget.closest<HTMLElement>("[data-data-region]")?.focus();
        onRetry();
      }}
    />
  );
}
