import { describe, expect, it } from "vitest";

import {
  evaluationOrder,
  loadScriptsAfterFirstPaint,
  staticImportsOf,
} from "./scripts-after-first-paint";

const PAGE = `<!DOCTYPE html><html><head><title>t</title>
<link rel="modulepreload" href="/assets/manifest.js"/><link rel="modulepreload" href="/assets/entry.js" crossorigin="anonymous"/><link rel="modulepreload" href="/assets/root.js"/><link rel="modulepreload" href="/assets/framework.js"/>
<link rel="stylesheet" href="/assets/root.css"/></head><body><h1>Hi</h1>
<script>window.__context = {};</script><script type="module" async="">
import "/assets/manifest.js";
import * as route0 from "/assets/root.js";
import * as route1_clientLoader from "/assets/route-loader.js";
  window.__routeModules = {"root":route0};

import("/assets/entry.js");</script></body></html>`;

describe("loadScriptsAfterFirstPaint", () => {
  const result = loadScriptsAfterFirstPaint(PAGE);

  it("takes the module preloads out of the document", () => {
    expect(result).not.toContain('rel="modulepreload"');
    expect(result).toContain(
      '<link rel="stylesheet" href="/assets/root.css"/>',
    );
  });

  it("waits for the first contentful paint before anything is fetched", () => {
    const body =
      /<script type="module" async="">([\s\S]*?)<\/script>/.exec(result)?.[1] ??
      "";
    expect(body.trim().startsWith("await new Promise(")).toBe(true);
    expect(body).toContain('observe({ type: "paint" })');
    expect(body).toContain('"first-contentful-paint"');
    expect(body).toMatch(/setTimeout\(resolve, \d+\)/);
    expect(body.indexOf("first-contentful-paint")).toBeLessThan(
      body.indexOf("import("),
    );
  });

  it("adds the preloads back with all their attributes", () => {
    expect(result).toContain(
      JSON.stringify([
        { rel: "modulepreload", href: "/assets/manifest.js" },
        {
          rel: "modulepreload",
          href: "/assets/entry.js",
          crossorigin: "anonymous",
        },
        { rel: "modulepreload", href: "/assets/root.js" },
        { rel: "modulepreload", href: "/assets/framework.js" },
      ]),
    );
  });

  it("adds each preload in a task of its own", () => {
    expect(result).toMatch(
      /document\.head\.append\(link\); await new Promise\(\(resolve\) => setTimeout\(resolve\)\); \}/,
    );
  });

  it("turns each static import into the same dynamic import", () => {
    expect(result).toContain('await import("/assets/manifest.js");');
    expect(result).toContain('const route0 = await import("/assets/root.js");');
    expect(result).toContain(
      'const route1_clientLoader = await import("/assets/route-loader.js");',
    );
    expect(result).toContain('window.__routeModules = {"root":route0};');
    expect(result).toContain('import("/assets/entry.js");');
    expect(result).not.toMatch(/^\s*import\s*[^\s(]/m);
  });

  it("leaves the other inline scripts and a page without scripts alone", () => {
    expect(result).toContain("<script>window.__context = {};</script>");
    const plain = "<html><head></head><body><p>x</p></body></html>";
    expect(loadScriptsAfterFirstPaint(plain)).toBe(plain);
  });

  it("refuses a page whose scripts are not in the expected shape", () => {
    expect(() =>
      loadScriptsAfterFirstPaint(
        '<script type="module">import { a } from "/a.js";</script>',
      ),
    ).toThrow(/static import/);
    expect(() =>
      loadScriptsAfterFirstPaint(
        '<link rel="modulepreload" href="/a.js"/><p>no script</p>',
      ),
    ).toThrow(/one module script/);
  });

  it("evaluates each preloaded file but the entry in a task of its own, after what it imports", () => {
    const imports: Record<string, string[]> = {
      "/assets/root.js": ["/assets/framework.js"],
      "/assets/entry.js": ["/assets/framework.js"],
    };
    const page = loadScriptsAfterFirstPaint(
      PAGE,
      (href) => imports[href] ?? [],
    );
    expect(page).toContain(
      'for (const file of ["/assets/manifest.js","/assets/framework.js","/assets/root.js"]) { await import(file); await new Promise((resolve) => setTimeout(resolve)); }',
    );
    expect(page.indexOf("for (const file of")).toBeGreaterThan(
      page.indexOf("document.head.append(link)"),
    );
    expect(page.indexOf("for (const file of")).toBeLessThan(
      page.indexOf('const route0 = await import("/assets/root.js");'),
    );
  });

  it("refuses a module script without the framework's entry", () => {
    expect(() =>
      loadScriptsAfterFirstPaint(
        '<script type="module">import "/assets/manifest.js";</script>',
      ),
    ).toThrow(/No entry import/);
  });
});

describe("evaluationOrder", () => {
  it("puts every file after the files it imports, each once", () => {
    const imports: Record<string, string[]> = {
      app: ["router", "react"],
      router: ["react", "runtime"],
      react: ["runtime"],
    };
    expect(
      evaluationOrder(["app", "react", "page"], (href) => imports[href] ?? []),
    ).toEqual(["runtime", "react", "router", "app", "page"]);
  });

  it("ends on a cycle instead of looping", () => {
    const imports: Record<string, string[]> = { a: ["b"], b: ["a"] };
    expect(evaluationOrder(["a"], (href) => imports[href] ?? [])).toEqual([
      "b",
      "a",
    ]);
  });
});

describe("staticImportsOf", () => {
  it("lists the files a built module imports or re-exports, resolved, but not its dynamic imports", () => {
    const code =
      'import{a as e}from"./runtime-1.js";import"./side.js";export*from"../lib/all.js";export{b}from"./b.js";const c=()=>import("./later.js");export{e,c};';
    expect(staticImportsOf(code, "/assets/site.js")).toEqual([
      "/assets/runtime-1.js",
      "/assets/side.js",
      "/lib/all.js",
      "/assets/b.js",
    ]);
  });
});
