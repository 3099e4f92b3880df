import { useEffect } from "react";

/** Logs an error shown by an error screen to the console, once per error. */
export function useLogError(error: unknown): void {
  useEffect(() => {
    console.error(error);
  }, [error]);
}
