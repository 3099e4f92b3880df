/**
 * The error catalogue (docs/decisions.md, "Errors") in English. The site-wide last-resort error
 * screen (app/root.tsx) shows it in both languages, as it sits above them.
 */
export const errors = {
  statusText: {
    400: "Bad Request",
    403: "Forbidden",
    404: "Not Found",
    405: "Method Not Allowed",
  } as Readonly<Record<number, string>>,
  unknownStatus: "Unknown Server Error",
  unexpected: "Unexpected Application Error!",
  /** The 404 screen's one sentence. */
  notFound: "We can’t find that page.",
  /** The router's words for a 404, for the console only. */
  noRoute: (path: string) => `No route matches URL "${path}"`,
  home: "Go to the home page",
};

export type ErrorMessages = typeof errors;
