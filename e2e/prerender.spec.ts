import { PAGE_END_ID } from "../app/components/page-script";
import { ALL_ROUTES, expect, test } from "./support/fixtures";
import { WORDS } from "./support/words";

// The pre-rendered HTML, fetched without running any script.
test.describe("pre-rendered HTML", () => {
  for (const { path, heading } of ALL_ROUTES) {
    test(`${path} holds its heading, title and description`, async ({
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/html");
      const html = await response.text();
      // The heading's text, whatever elements inside it set where lines break.
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
      expect(h1?.replace(/<!--[\s\S]*?-->|<[^>]+>/g, "")).toBe(heading);
      expect(html).toMatch(/<title>[^<]+ \| Keystone TV<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
      // Chromium paints nothing until the footer's last element is parsed:
      // a first paint never shows a half-parsed page, nor one the page
      // script's offer then pushes down. The script (unless it runs in the
      // head) comes just before that element.
      const head = html.slice(0, html.indexOf("</head>"));
      const expected =
        /<link rel="expect" href="#([^"]+)" blocking="render"\/>/.exec(
          head,
        )?.[1];
      expect(expected).toBe(PAGE_END_ID);
      const footer = html.slice(0, html.indexOf("</footer>"));
      expect(
        footer.endsWith(`<span id="${PAGE_END_ID}" hidden=""></span>`),
      ).toBe(true);
      const beforeEnd = footer.slice(0, footer.lastIndexOf("<span"));
      expect(beforeEnd.endsWith("</script>")).toBe(!head.includes("<script>"));
    });
  }

  test("every route has its own title", async ({ request }) => {
    const titles = await Promise.all(
      ALL_ROUTES.map(
        async ({ path }) =>
          /<title>([^<]+)<\/title>/.exec(
            await (await request.get(path)).text(),
          )?.[1],
      ),
    );
    expect(new Set(titles).size).toBe(ALL_ROUTES.length);
  });

  for (const [locale, paths] of [
    ["en", ["/x"]],
    ["es", ["/es/x", "/es/plus/no/such/page"]],
  ] as const) {
    const { notFound } = WORDS[locale];
    test(`an unknown path answers 404 with the error screen's HTML in its language (${paths.join(", ")}): the status and its text once each, the sentence, the ways on, no router words`, async ({
      request,
    }) => {
      for (const path of paths) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(404);
        const html = await response.text();
        expect(html, path).toContain(`<html lang="${locale}">`);
        const body = html.slice(html.indexOf("<body"));
        const text = body.replace(/<script[\s\S]*?<\/script>|<[^>]+>/g, " ");
        const count = (part: string) => text.split(part).length - 1;
        // The large status, and the same inside the heading for screen readers.
        expect(count("404"), path).toBe(2);
        expect(body, path).toMatch(/<p[^>]*aria-hidden="true"[^>]*>404<\/p>/);
        expect(count(notFound.statusText), path).toBe(1);
        expect(body, path).toContain(`${notFound.statusText}</h1>`);
        expect(count(notFound.sentence), path).toBe(1);
        for (const [label, to] of notFound.links) {
          expect(body, path).toContain(`<a href="${to}">${label}</a>`);
        }
        expect(text, path).not.toMatch(
          /No route matches|Ninguna ruta coincide/,
        );
      }
    });
  }

  test("each page is pre-rendered in its own language", async ({ request }) => {
    for (const { path } of ALL_ROUTES) {
      const html = await (await request.get(path)).text();
      const lang = path === "/es" || path.startsWith("/es/") ? "es" : "en";
      expect(html, path).toContain(`<html lang="${lang}">`);
    }
  });

  test("a page's trailing-slash address redirects to the page, keeping the query", async ({
    request,
  }) => {
    const response = await request.get("/plus/channels/?pkg=elite", {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(308);
    expect(response.headers()["location"]).toBe("/plus/channels?pkg=elite");
  });

  test("a missing asset gets a plain 404", async ({ request }) => {
    const response = await request.get("/assets/nope.js");
    expect(response.status()).toBe(404);
    expect(response.headers()["content-type"]).toContain("text/plain");
  });

  test("POST answers 405 with Allow", async ({ request }) => {
    const response = await request.post("/plus");
    expect(response.status()).toBe(405);
    expect(response.headers()["allow"]).toBe("GET, HEAD");
  });
});
