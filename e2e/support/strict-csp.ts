import { createHash } from "node:crypto";

import type { Page } from "@playwright/test";

/**
 * Serves the page at `path` with the strict Content-Security-Policy the
 * production site sends: no inline code but the page's own inline scripts,
 * allowed by their hashes.
 */
export async function serveWithStrictCsp(page: Page, path: string) {
  await page.route(
    (url) => url.pathname.replace(/\/$/, "") === path,
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const hashes = [
        ...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g),
      ].map(
        ([, code]) =>
          `'sha256-${createHash("sha256")
            .update(code ?? "")
            .digest("base64")}'`,
      );
      await route.fulfill({
        response,
        body: html,
        headers: {
          ...response.headers(),
          "content-security-policy": [
            "default-src 'self'",
            `script-src 'self' ${hashes.join(" ")}`,
            "style-src 'self'",
            "img-src 'self' data:",
            "connect-src 'self'",
            "object-src 'none'",
            "base-uri 'self'",
            "form-action 'self'",
            "frame-ancestors 'none'",
          ].join("; "),
        },
      });
    },
  );
}
