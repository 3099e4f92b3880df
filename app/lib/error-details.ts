import { isRouteErrorResponse } from "react-router";

/** What the error screen shows for an error. */
export interface ErrorDetails {
  /** HTTP-style status, absent for an unexpected application error. */
  status?: number;
  title: string;
  message?: string;
}

/** Status texts of the error catalogue (SPEC §8). Any other status reads as a 500. */
const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: "Bad Request",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
};

export const UNKNOWN_STATUS = {
  status: 500,
  title: "Unknown Server Error",
} as const;
export const UNEXPECTED_ERROR_TITLE = "Unexpected Application Error!";

/** The status and text the error screen shows for an HTTP status. */
export function statusDetails(status: number, message?: string): ErrorDetails {
  const title = STATUS_TEXT[status];
  const details: ErrorDetails = title
    ? { status, title }
    : { ...UNKNOWN_STATUS };
  return message ? { ...details, message } : details;
}

/** The message of a 404 for a path, as the router words it. */
export function notFoundMessage(pathname: string): string {
  return `No route matches URL "${pathname}"`;
}

/** Maps anything thrown while rendering or loading a route to what the error screen shows. */
export function errorDetails(error: unknown): ErrorDetails {
  if (isRouteErrorResponse(error)) {
    const message =
      typeof error.data === "string"
        ? error.data.replace(/^Error: /, "")
        : undefined;
    return statusDetails(error.status, message);
  }
  if (error instanceof Error) {
    return { title: UNEXPECTED_ERROR_TITLE, message: error.message };
  }
  return { title: UNEXPECTED_ERROR_TITLE, message: String(error) };
}
