import {
  type ReactNode,
  createContext,
  use,
  useCallback,
  useEffect,
  useState,
} from "react";
import { useLocation } from "react-router";

/** Says a message on the page being shown. */
type Say = (message: string) => void;

const SayContext = createContext<Say>(() => undefined);

/**
 * The page's polite live region. It belongs to the frame, so it stays on the
 * page while a screen swaps its pre-rendered placeholder for its data, and
 * what a screen says there is heard. A message is shown only on the page
 * that said it, so a new page starts with an empty region.
 */
export function PageStatus({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [said, setSaid] = useState({ pathname: "", message: "" });
  // A new page gets a new `say`, so what its screens say is marked as theirs.
  const say = useCallback<Say>(
    (message) => setSaid({ pathname, message }),
    [pathname],
  );
  return (
    <SayContext value={say}>
      {children}
      <p aria-live="polite" className="visually-hidden" data-page-status="">
        {said.pathname === pathname ? said.message : ""}
      </p>
    </SayContext>
  );
}

/** Says `message` in the page's polite region whenever it changes; `null` says nothing. */
export function useSay(message: string | null): void {
  const say = use(SayContext);
  useEffect(() => {
    if (message !== null) say(message);
  }, [say, message]);
}

/** `useSay` as an element, for a place where a hook cannot go. */
export function Say({ message }: { message: string }) {
  useSay(message);
  return null;
}
