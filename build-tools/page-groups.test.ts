import { describe, expect, it } from "vitest";

import { type RouteManifest, pageGroups } from "./page-groups";

/** A manifest shaped like the site's: pathless layouts above each page. */
const routes: RouteManifest = {
  root: { id: "root", file: "root.tsx" },
  layout: { id: "layout", parentId: "root", file: "layout.tsx" },
  home: { id: "home", parentId: "layout", path: "/", file: "home.tsx" },
  channels: {
    id: "channels",
    parentId: "layout",
    path: "/plus/channels",
    file: "channels.tsx",
  },
  words: { id: "words", parentId: "layout", file: "words.tsx" },
  channel: {
    id: "channel",
    parentId: "words",
    path: "/plus/channels/:slug",
    file: "channel.tsx",
  },
  setup: {
    id: "setup",
    parentId: "layout",
    path: "/plus/instructions/:device/:platform",
    file: "setup.tsx",
  },
  spanish: { id: "spanish", parentId: "layout", path: "es", file: "es.tsx" },
  spanishChannel: {
    id: "spanishChannel",
    parentId: "spanish",
    path: "plus/channels/:slug",
    file: "channel.tsx",
  },
  notFound: {
    id: "notFound",
    parentId: "layout",
    path: "*",
    file: "not-found.tsx",
  },
};

describe("pageGroups", () => {
  const groups = pageGroups(
    [
      "/",
      "/plus/channels",
      "/plus/channels/espn",
      "/plus/instructions/streaming/roku",
      "/plus/channels/cnn",
      "/es/plus/channels/espn",
      "/plus/instructions/smart-tv/lg",
    ],
    routes,
  );

  it("groups the pages of each route with a dynamic segment under the wildcard of its static part", () => {
    expect(groups).toEqual([
      {
        pattern: "/plus/channels/*",
        routePaths: ["/plus/channels/:slug"],
        urlPaths: ["/plus/channels/espn", "/plus/channels/cnn"],
      },
      {
        pattern: "/plus/instructions/*",
        routePaths: ["/plus/instructions/:device/:platform"],
        urlPaths: [
          "/plus/instructions/streaming/roku",
          "/plus/instructions/smart-tv/lg",
        ],
      },
      {
        pattern: "/es/plus/channels/*",
        routePaths: ["/es/plus/channels/:slug"],
        urlPaths: ["/es/plus/channels/espn"],
      },
    ]);
  });

  it("leaves a page of a route without a dynamic segment out, beside a group's pages", () => {
    const grouped = groups.flatMap((group) => group.urlPaths);
    expect(grouped).not.toContain("/plus/channels");
    expect(grouped).not.toContain("/");
  });

  it("matches a URL to its route as React Router ranks them, static before dynamic", () => {
    const withStatic: RouteManifest = {
      ...routes,
      newest: {
        id: "newest",
        parentId: "layout",
        path: "/plus/channels/newest",
        file: "newest.tsx",
      },
    };
    expect(
      pageGroups(["/plus/channels/newest", "/plus/channels/cnn"], withStatic),
    ).toEqual([
      {
        pattern: "/plus/channels/*",
        routePaths: ["/plus/channels/:slug"],
        urlPaths: ["/plus/channels/cnn"],
      },
    ]);
  });

  it("groups a page only the catch-all route matches under the catch-all", () => {
    expect(pageGroups(["/plus/other"], routes)).toEqual([
      { pattern: "/*", routePaths: ["/*"], urlPaths: ["/plus/other"] },
    ]);
  });

  it("refuses a page no route matches", () => {
    const withoutCatchAll = Object.fromEntries(
      Object.entries(routes).filter(([id]) => id !== "notFound"),
    );
    expect(() => pageGroups(["/plus/other"], withoutCatchAll)).toThrow(
      /No route of the build matches \/plus\/other/,
    );
  });
});
