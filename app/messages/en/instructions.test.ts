import { describe, expect, it } from "vitest";

import { instructions as t } from "./instructions";

const device = (name: string) => ({ name, platforms: [] });
const platform = (name: string) => ({ name, active: true });

describe("the Steps sentence in English", () => {
  it.each([
    [
      "iOS",
      "Mobile",
      "Here are the instructions to access the service from an iOS Mobile device.",
    ],
    [
      "Roku",
      "Streaming",
      "Here are the instructions to access the service from a Roku Streaming device.",
    ],
    [
      "LG",
      "Smart TV",
      "Here are the instructions to access the service from an LG Smart TV device.",
    ],
    [
      "Web",
      "Computer",
      "Here are the instructions to access the service from a Web Computer device.",
    ],
  ])("%s %s", (platformName, deviceName, sentence) => {
    expect(t.steps.intro(platform(platformName), device(deviceName))).toBe(
      sentence,
    );
  });

  it("names the English data names, whatever Spanish the entries hold", () => {
    const mobile = { ...device("Mobile"), es: { name: "Celular o tableta" } };
    const web = { ...platform("Web"), es: { name: "Navegador web" } };
    expect(t.steps.intro(web, mobile)).toBe(
      "Here are the instructions to access the service from a Web Mobile device.",
    );
    expect(t.printTitle(web, mobile)).toBe("Web on Mobile");
    expect(t.unknownPlatform("Palm", mobile)).toBe(
      "We couldn’t find a platform called “Palm” for Mobile, so please choose one below.",
    );
    expect(t.unknownPlatform("Palm", null)).toBe(
      "We couldn’t find a platform called “Palm”, so please choose one below.",
    );
  });
});
