import type { BuildManifest } from "@react-router/dev/config";
import { type RouteObject, matchRoutes } from "react-router";

/** The build's routes by id, each naming its parent, as React Router lists them. */
export type RouteManifest = BuildManifest["routes"];

/**
 * The pages a route builds from the data (`/plus/channels/:slug`), which the
 * static hosts' `_headers` names with one wildcard pattern
 * (`/plus/channels/*`) rather than a rule per page.
 */
export interface PageGroup {
  /** A `_headers` pattern: the route's path up to its first dynamic segment, then `*`. */
  pattern: string;
  /** The paths of the routes that built the pages (`/plus/channels/:slug`). */
  routePaths: string[];
  /** The URL paths of the group's pages, in the order given. */
  urlPaths: string[];
}

type Route = RouteObject & { fullPath: string };

/** The manifest's routes as the tree React Router matches URLs against. */
function routeTree(routes: RouteManifest): Route[] {
  const childrenOf = (parentId: string | undefined, parentPath: string) =>
    Object.values(routes)
      .filter((route) => route.parentId === parentId)
      .map((route): Route => {
        const fullPath = joinPaths(parentPath, route.path ?? "");
        const children = childrenOf(route.id, fullPath);
        return route.index
          ? { id: route.id, index: true, fullPath }
          : {
              id: route.id,
              path: route.path,
              caseSensitive: route.caseSensitive,
              fullPath,
              children,
            };
      });
  return childrenOf(undefined, "/");
}

/** A child's path joined to its parent's: absolute child paths stand alone. */
function joinPaths(parent: string, child: string): string {
  if (child.startsWith("/")) return child;
  if (child === "") return parent;
  return `${parent.replace(/\/$/, "")}/${child}`;
}

const isDynamic = (segment: string) =>
  segment.startsWith(":") || segment === "*";

/**
 * Groups the pages built by routes with a dynamic segment (`:slug`, `*`) by
 * the wildcard pattern of their route, matching each URL path to its route
 * as React Router does. Pages of routes without one (`/plus/channels`)
 * belong to no group.
 */
export function pageGroups(
  urlPaths: readonly string[],
  routes: RouteManifest,
): PageGroup[] {
  const tree = routeTree(routes);
  const groups = new Map<string, PageGroup>();
  for (const urlPath of urlPaths) {
    const leaf = matchRoutes(tree, urlPath)?.at(-1)?.route;
    if (!leaf) throw new Error(`No route of the build matches ${urlPath}.`);
    const segments = leaf.fullPath.split("/");
    const firstDynamic = segments.findIndex(isDynamic);
    if (firstDynamic === -1) continue;
    const pattern = `${segments.slice(0, firstDynamic).join("/")}/*`;
    const group = groups.get(pattern) ?? {
      pattern,
      routePaths: [],
      urlPaths: [],
    };
    if (!group.routePaths.includes(leaf.fullPath)) {
      group.routePaths.push(leaf.fullPath);
    }
    group.urlPaths.push(urlPath);
    groups.set(pattern, group);
  }
  return [...groups.values()];
}
