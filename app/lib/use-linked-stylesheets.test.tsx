import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { useLinkedStylesheets } from "./use-linked-stylesheets";

describe("useLinkedStylesheets", () => {
  afterEach(() => {
    document.head.replaceChildren();
  });

  it("turns on the stylesheet links the build disabled, and no others", () => {
    document.head.innerHTML = [
      '<link rel="stylesheet" href="/assets/site-A1b2C3d4.css" disabled="">',
      '<link rel="stylesheet" href="/assets/home-E5f6G7h8.css" disabled="">',
      '<link rel="alternate stylesheet" title="Print" href="/assets/print-A1b2C3d4.css" disabled="">',
    ].join("");
    renderHook(() => {
      useLinkedStylesheets();
    });
    const disabled = [...document.head.querySelectorAll("link")].map((link) =>
      link.hasAttribute("disabled"),
    );
    expect(disabled).toEqual([false, false, true]);
  });
});
