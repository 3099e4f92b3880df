import { describe, expect, it } from "vitest";

import {
  WRITTEN_FOR_REACT_ROUTER,
  checkReactRouterVersion,
  inlineStylesheets,
} from "./inline-stylesheets";

const PAGE = `<!DOCTYPE html><html><head><title>t</title><link rel="icon" href="/icons/icon-32.png"/><link rel="stylesheet" href="/assets/site-A1b2C3d4.css"/><link rel="stylesheet" href="/assets/home-E5f6G7h8.css"/></head><body><h1>Hi</h1></body></html>`;

const SHEETS = new Map([
  ["/assets/site-A1b2C3d4.css", "body{color:#fff}"],
  ["/assets/home-E5f6G7h8.css", '.h1{content:"$& $1 $$"}'],
]);

describe("inlineStylesheets", () => {
  const result = inlineStylesheets(PAGE, SHEETS);

  it("puts every stylesheet's text, in document order, in one style element where the first link was", () => {
    expect(result).toContain(
      '<link rel="icon" href="/icons/icon-32.png"/><style>body{color:#fff}\n.h1{content:"$& $1 $$"}</style><link rel="stylesheet" href="/assets/site-A1b2C3d4.css" disabled=""/>',
    );
    expect(result.match(/<style>/g)).toHaveLength(1);
  });

  it("keeps each link, disabled, and leaves the rest of the page as it was", () => {
    expect(result).toContain(
      '<link rel="stylesheet" href="/assets/site-A1b2C3d4.css" disabled=""/><link rel="stylesheet" href="/assets/home-E5f6G7h8.css" disabled=""/></head>',
    );
    expect(
      result
        .replace(/<style>[\s\S]*?<\/style>/, "")
        .replaceAll(' disabled=""', ""),
    ).toBe(PAGE);
  });

  it("reads a link whose URL ends in an empty fragment as the same file, and keeps its URL", () => {
    const page =
      '<html><head><link rel="stylesheet" href="/assets/site-A1b2C3d4.css#"/></head><body></body></html>';
    expect(inlineStylesheets(page, SHEETS)).toBe(
      '<html><head><style>body{color:#fff}</style><link rel="stylesheet" href="/assets/site-A1b2C3d4.css#" disabled=""/></head><body></body></html>',
    );
  });

  it("leaves a page without stylesheets alone", () => {
    const plain =
      '<html><head><link data-rel="stylesheet" href="/x.css"/></head><body><p>x</p></body></html>';
    expect(inlineStylesheets(plain, SHEETS)).toBe(plain);
  });

  it("refuses links it cannot stand in for", () => {
    const page = (link: string) =>
      `<html><head>${link}</head><body></body></html>`;
    for (const link of [
      '<link rel="stylesheet" href="https://cdn.example/x.css"/>',
      '<link rel="stylesheet" href="/styles/x.css"/>',
      '<link rel="stylesheet" href="/assets/site-A1b2C3d4.css#print"/>',
      '<link rel="stylesheet" href="/assets/site-A1b2C3d4.css?v=2"/>',
      '<link rel="stylesheet" href="//cdn.example/assets/site-A1b2C3d4.css"/>',
      '<link rel="stylesheet" href="/assets/site-A1b2C3d4.css" media="print"/>',
      '<link rel="stylesheet" href="/assets/site-A1b2C3d4.css" disabled=""/>',
    ]) {
      expect(() => inlineStylesheets(page(link), SHEETS), link).toThrow(
        /Cannot inline/,
      );
    }
    const link = '<link rel="stylesheet" href="/assets/site-A1b2C3d4.css"/>';
    for (const html of [
      `<html><head></head><body>${link}</body></html>`,
      `<html><head>${link}</head><body>${link}</body></html>`,
      `<html><body>${link}</body></html>`,
    ]) {
      expect(() => inlineStylesheets(html, SHEETS), html).toThrow(/in <head>/);
    }
    expect(() =>
      inlineStylesheets(
        '<html><head><link rel="stylesheet" href="/assets/gone-A1b2C3d4.css"/></head></html>',
        SHEETS,
      ),
    ).toThrow("/assets/gone-A1b2C3d4.css is not in the build.");
  });

  it("refuses stylesheets whose meaning would change inline", () => {
    const page =
      '<html><head><link rel="stylesheet" href="/assets/x-A1b2C3d4.css"/></head></html>';
    for (const [css, problem] of [
      ['a::after{content:"</style>"}', /<\/style/],
      ['@import "/assets/y.css";', /@import/],
      ['@namespace svg url("http://www.w3.org/2000/svg");', /@namespace/],
      ["a{background:url(img/a.png)}", /relative url/],
      ["a{background:url('../a.png')}", /relative url/],
    ] as const) {
      const sheets = new Map([["/assets/x-A1b2C3d4.css", css]]);
      expect(() => inlineStylesheets(page, sheets), css).toThrow(problem);
    }
    for (const css of [
      "a{background:url(/images/a.png)}",
      'a{background:url("data:image/png;base64,AA")}',
      "a{mask:url(#m)}",
    ]) {
      const sheets = new Map([["/assets/x-A1b2C3d4.css", css]]);
      expect(inlineStylesheets(page, sheets), css).toContain(
        `<style>${css}</style>`,
      );
    }
  });
});

describe("checkReactRouterVersion", () => {
  it("lets the version it was written for through", () => {
    expect(() =>
      checkReactRouterVersion(`${WRITTEN_FOR_REACT_ROUTER}4`),
    ).not.toThrow();
  });

  it("stops the build under another, in one sentence that names both", () => {
    expect(() => checkReactRouterVersion("8.0.0")).toThrow(
      /written for React Router 7\.18\.x, not 8\.0\.0/,
    );
  });
});
