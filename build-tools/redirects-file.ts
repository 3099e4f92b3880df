/**
 * The `_redirects` file (Netlify and Cloudflare Pages format): each page's
 * trailing-slash address (`/plus/`) sends a permanent redirect (308) to the
 * page (`/plus`), keeping the query string, as Cloudflare Pages does on its
 * own for `plus.html` and as our server does. Written out so that Netlify
 * answers alike; the rules are not forced, so a file a host finds at the
 * address still wins.
 */
export function formatRedirectsFile(
  pagePaths: readonly string[],
  notFoundFolders: readonly string[] = [],
): string {
  const lines = [
    "# Each page's address with a trailing slash redirects to the page.",
    "# Same answers as the production server: server/site-files.js.",
    ...pagePaths
      .filter((urlPath) => urlPath !== "/")
      .sort()
      .map((urlPath) => `${urlPath}/ ${urlPath} 308`),
  ];
  if (notFoundFolders.length > 0) {
    lines.push(
      "# Unknown URLs under a folder with its own not-found page get that page",
      "# with status 404 (Netlify; Cloudflare Pages finds the nearest 404.html",
      "# itself and skips these lines, as it allows no 404 here). Files win.",
      ...notFoundFolders.map((folder) => `${folder}* ${folder}404.html 404`),
    );
  }
  return `${lines.join("\n")}\n`;
}

/** Reads a `_redirects` file back into `from → to` pairs with their status. */
export function parseRedirectsFile(
  text: string,
): { from: string; to: string; status: number }[] {
  return text
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.trimStart().startsWith("#"))
    .map((line) => {
      const [from, to, status, ...rest] = line.trim().split(/\s+/);
      if (!from || !to || rest.length > 0 || !/^\d{3}$/.test(status ?? "")) {
        throw new Error(`_redirects: unexpected line "${line}"`);
      }
      return { from, to, status: Number(status) };
    });
}
