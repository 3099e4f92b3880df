/**
 * `?pkg=`: the package a link asks a screen to show. Channels shows that
 * package's lineup; Compare lists only its channels.
 */
export const PACKAGE_PARAM = "pkg";

export const readPackageParam = (params: URLSearchParams) =>
  params.get(PACKAGE_PARAM);

/** The query for `value` (with its "?", or empty), keeping any other parameters. */
export function writePackageParam(
  value: string | null,
  params: URLSearchParams,
): string {
  if (value === null) params.delete(PACKAGE_PARAM);
  else params.set(PACKAGE_PARAM, value);
  const query = params.toString();
  return query ? `?${query}` : "";
}
