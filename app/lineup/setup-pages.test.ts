import { describe, expect, it } from "vitest";

import { setupPages } from "./setup-pages";

describe("setupPages", () => {
  it("gives each active platform with steps a page at its device's and its own slug", () => {
    const pages = setupPages({
      devices: [
        {
          name: "Smart TV",
          platforms: [
            { name: "Samsung", active: true },
            { name: "Vizio", active: false },
            { name: "LG", active: true },
          ],
        },
        {
          name: "Streaming",
          platforms: [{ name: "Amazon Fire TV", active: true }],
        },
      ],
      instructions: [
        { device: "Smart TV", platform: "Samsung" },
        { device: "Smart TV", platform: "Vizio" },
        { device: "Streaming", platform: "Amazon Fire TV" },
      ],
    });
    expect(
      pages.map((page) => `${page.deviceSlug}/${page.platformSlug}`),
    ).toEqual(["smart-tv/samsung", "streaming/amazon-fire-tv"]);
  });
});
