import type { MetaDescriptor } from "react-router";

import { site } from "~/config/site";

export interface PageMetaInput {
  /** Page title without the site name. */
  title: string;
  description: string;
  /** Canonical path of the page. */
  path: string;
  /** Keeps the page out of search results. */
  noindex?: boolean;
}

export const SHARE_IMAGE_PATH = "/images/share.png";

/** Title, description, canonical URL and Open Graph / Twitter tags of a page. */
export function pageMeta({
  title,
  description,
  path,
  noindex = false,
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle = `${title} | ${site.name}`;
  const url = new URL(path, site.origin).href;
  const image = new URL(SHARE_IMAGE_PATH, site.origin).href;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
}
