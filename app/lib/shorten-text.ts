const SHOWN_LENGTH = 60;

/** A value from a URL, cut to a length that fits a notice. */
export function shortenText(value: string, length = SHOWN_LENGTH): string {
  return value.length > length ? `${value.slice(0, length - 1)}…` : value;
}
