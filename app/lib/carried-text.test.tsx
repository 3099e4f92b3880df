import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import {
  CARRY_ATTRIBUTE,
  carriedTextState,
  textToCarry,
  useCarriedText,
} from "./carried-text";

function Shown({ name }: { name: string }) {
  return <output>{useCarriedText(name) || "(none)"}</output>;
}

const at = (state: unknown, name = "channel") =>
  render(
    <MemoryRouter initialEntries={[{ pathname: "/", state }]}>
      <Shown name={name} />
    </MemoryRouter>,
  );

describe("textToCarry", () => {
  it("takes the non-empty values of the named fields that carry, and no other", () => {
    const root = document.createElement("div");
    root.innerHTML = `
      <input ${CARRY_ATTRIBUTE} name="channel" value="espn">
      <input ${CARRY_ATTRIBUTE} name="filter" value="">
      <input ${CARRY_ATTRIBUTE} value="no name">
      <input name="bill" value="80">`;
    expect(textToCarry(root)).toEqual({ channel: "espn" });
  });
});

describe("useCarriedText", () => {
  it("reads the field's text from the navigation state", () => {
    at(carriedTextState({ channel: "tcm" }));
    expect(screen.getByRole("status")).toHaveTextContent("tcm");
  });

  it.each([
    null,
    "tcm",
    { carriedText: null },
    { carriedText: { channel: 7 } },
  ])("gives nothing for a state of another shape (%j)", (state) => {
    at(state);
    expect(screen.getByRole("status")).toHaveTextContent("(none)");
  });

  it("gives nothing for a field the state does not name", () => {
    at(carriedTextState({ channel: "tcm" }), "filter");
    expect(screen.getByRole("status")).toHaveTextContent("(none)");
  });
});
