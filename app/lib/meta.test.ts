import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";

import { site } from "~/config/site";

import { SHARE_IMAGE_PATH, SHARE_IMAGE_SIZE, pageMeta } from "./meta";

const page = {
  title: "A page",
  description: "What the page says.",
  path: "/plus/packages/core",
  locale: "es",
} as const;

/** The `content` of each tag named `name` (`og:image`), by `property` or `name`. */
const contents = (tags: MetaDescriptor[], name: string) =>
  tags.flatMap((tag) =>
    "content" in tag &&
    (("property" in tag && tag.property === name) ||
      ("name" in tag && tag.name === name))
      ? [tag.content]
      : [],
  );

describe("pageMeta's share image", () => {
  it("is the site's card, with its size and no words of a page's own", () => {
    const tags = pageMeta(page);
    const image = new URL(SHARE_IMAGE_PATH, site.origin).href;
    expect(contents(tags, "og:image")).toEqual([image]);
    expect(contents(tags, "twitter:image")).toEqual([image]);
    expect(contents(tags, "og:image:width")).toEqual([
      String(SHARE_IMAGE_SIZE.width),
    ]);
    expect(contents(tags, "og:image:height")).toEqual([
      String(SHARE_IMAGE_SIZE.height),
    ]);
    expect(contents(tags, "og:image:alt")).toEqual([]);
  });

  it("is a page's own card when it has one, by absolute URL with its size and words", () => {
    const tags = pageMeta({
      ...page,
      image: {
        path: "/images/cards/es/core.png",
        width: 600,
        height: 315,
        alt: "Core",
      },
    });
    const image = new URL("/images/cards/es/core.png", site.origin).href;
    expect(contents(tags, "og:image")).toEqual([image]);
    expect(contents(tags, "twitter:image")).toEqual([image]);
    expect(contents(tags, "og:image:width")).toEqual(["600"]);
    expect(contents(tags, "og:image:height")).toEqual(["315"]);
    expect(contents(tags, "og:image:alt")).toEqual(["Core"]);
    expect(contents(tags, "twitter:image:alt")).toEqual(["Core"]);
  });
});
