import { isRouteErrorResponse } from "react-router";

import type { ErrorMessages } from "~/messages/en/errors";

/** What the error screen shows for an error. */
export interface ErrorDetails {
  /** HTTP-style status, absent for an unexpected application error. */
  status?: number;
  title: string;
  message?: string;
}

/** The status the error screen shows for any status the catalogue lacks (docs/decisions.md, "Errors"). */
export const UNKNOWN_STATUS = 500;

/** The status and text the error screen shows for an HTTP status, in the catalogue's language. */
export function statusDetails(
  status: number,
  texts: ErrorMessages,
  message?: string,
): ErrorDetails {
  const title = texts.statusText[status];
  const details: ErrorDetails = title
    ? { status, title }
    : { status: UNKNOWN_STATUS, title: texts.unknownStatus };
  return message ? { ...details, message } : details;
}

/** Maps anything thrown while rendering or loading a route to what the error screen shows. */
export function errorDetails(
  error: unknown,
  texts: ErrorMessages,
): ErrorDetails {
  if (isRouteErrorResponse(error)) {
    // A 404 says so plainly; the router's words go to the console only.
    if (error.status === 404) return statusDetails(404, texts, texts.notFound);
    const message =
      typeof error.data === "string"
        ? error.data.replace(/^Error: /, "")
        : undefined;
    return statusDetails(error.status, texts, message);
  }
  if (error instanceof Error) {
    return { title: texts.unexpected, message: error.message };
  }
  return { title: texts.unexpected, message: String(error) };
}
