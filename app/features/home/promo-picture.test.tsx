import { existsSync } from "node:fs";
import path from "node:path";

import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import {
  PROMO_FORMATS,
  PROMO_WIDTHS,
  PromoPicture,
  promoSrc,
} from "./promo-picture";
import { home } from "~/messages/en/home";
import { home as spanishHome } from "~/messages/es/home";

const publicDir = path.resolve(import.meta.dirname, "../../../public");

describe("PromoPicture", () => {
  it("describes the scene in each language", () => {
    expect(home.promoAlt).toMatch(/television/);
    expect(spanishHome.promoAlt).toMatch(/televisor/);
  });

  it("references only rendered files", () => {
    for (const format of PROMO_FORMATS) {
      for (const width of PROMO_WIDTHS) {
        const src = promoSrc(width, format);
        expect(existsSync(`${publicDir}${src}`), src).toBe(true);
      }
    }
  });

  it("is sized, eager and high priority, with AVIF first", () => {
    const { container } = render(<PromoPicture alt={home.promoAlt} />);
    const image = screen.getByRole("img");
    expect(image).toHaveAttribute("width", "1200");
    expect(image).toHaveAttribute("height", "675");
    expect(image).not.toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("fetchpriority", "high");
    expect(image).toHaveAttribute("alt", home.promoAlt);
    const types = [...container.querySelectorAll("source")].map((source) =>
      source.getAttribute("type"),
    );
    expect(types).toEqual(["image/avif", "image/webp"]);
  });
});
