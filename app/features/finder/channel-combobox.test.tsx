import { MemoryRouter } from "react-router";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import type { Channel } from "~/data/schemas";
import { createChannelIndex, searchChannels } from "~/lineup/channel-search";
import { finder as en } from "~/messages/en/finder";
import { finder as es } from "~/messages/es/finder";

import { ChannelCombobox } from "./channel-combobox";
import { MAX_OPTIONS } from "./search-wording";

const CHANNELS: Channel[] = [
  { id: 1, channelName: "ESPN", binary: 1 },
  { id: 2, channelName: "ESPN2", binary: 1 },
  { id: 3, channelName: "ESPNews", binary: 1 },
  { id: 4, channelName: "CNN", binary: 1 },
  { id: 5, channelName: "A&E", binary: 1 },
];

function setUp(channels: Channel[] = CHANNELS, t = en) {
  const index = createChannelIndex(channels);
  const onChoose = vi.fn<(channel: Channel) => void>();
  // In a router, as on the page: the field reads the words the language link carried.
  render(
    <MemoryRouter>
      <ChannelCombobox
        t={t.search}
        search={(query) => ({ ...searchChannels(index, query), chosen: [] })}
        onChoose={onChoose}
      />
    </MemoryRouter>,
  );
  const input = screen.getByRole("combobox", { name: t.search.label });
  return { input, onChoose, user: userEvent.setup() };
}

const options = () =>
  screen.queryAllByRole("option").map((option) => option.textContent);

describe("ChannelCombobox", () => {
  it("is a labelled combobox whose list starts closed", () => {
    const { input } = setUp();
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).toHaveAttribute("aria-autocomplete", "list");
    const listbox = document.getElementById(
      input.getAttribute("aria-controls") ?? "",
    );
    expect(listbox).toHaveAttribute("role", "listbox");
    expect(listbox).not.toBeVisible();
    expect(input).not.toHaveAttribute("aria-activedescendant");
  });

  it("lists matches as the visitor types, the first one active", async () => {
    const { input, user } = setUp();
    await user.type(input, "espn");
    expect(input).toHaveAttribute("aria-expanded", "true");
    expect(options()).toEqual(["ESPN", "ESPN2", "ESPNews"]);
    const first = screen.getByRole("option", { name: "ESPN" });
    expect(first).toHaveAttribute("aria-selected", "true");
    expect(input).toHaveAttribute("aria-activedescendant", first.id);
    expect(screen.getByText("3 channels match.")).toBeVisible();
  });

  it("moves with Down and Up, wrapping, and Enter adds the active option", async () => {
    const { input, onChoose, user } = setUp();
    await user.type(input, "espn");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    const third = screen.getByRole("option", { name: "ESPNews" });
    expect(input).toHaveAttribute("aria-activedescendant", third.id);
    await user.keyboard("{ArrowDown}");
    expect(input).toHaveAttribute(
      "aria-activedescendant",
      screen.getByRole("option", { name: "ESPN" }).id,
    );
    await user.keyboard("{ArrowUp}{ArrowUp}{Enter}");
    expect(onChoose).toHaveBeenCalledWith(CHANNELS[1]);
    expect(input).toHaveValue("");
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).toHaveFocus();
  });

  it("forgives a typo and reads & as and", async () => {
    const { input, onChoose, user } = setUp();
    await user.type(input, "ESPM{Enter}");
    expect(onChoose).toHaveBeenLastCalledWith(CHANNELS[0]);
    await user.type(input, "a and e{Enter}");
    expect(onChoose).toHaveBeenLastCalledWith(CHANNELS[4]);
  });

  it("Escape closes the list, then clears the field", async () => {
    const { input, onChoose, user } = setUp();
    await user.type(input, "cnn");
    await user.keyboard("{Escape}");
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).toHaveValue("cnn");
    await user.keyboard("{Enter}");
    expect(onChoose).not.toHaveBeenCalled();
    await user.keyboard("{ArrowDown}");
    expect(input).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Escape}{Escape}");
    expect(input).toHaveValue("");
  });

  it("adds a clicked option and keeps focus in the field", async () => {
    const { input, onChoose, user } = setUp();
    await user.type(input, "es");
    await user.click(screen.getByRole("option", { name: "ESPNews" }));
    expect(onChoose).toHaveBeenCalledWith(CHANNELS[2]);
    expect(input).toHaveFocus();
  });

  it("says so when nothing matches, and Enter does nothing", async () => {
    const { input, onChoose, user } = setUp();
    await user.type(input, "zzzz{Enter}");
    expect(screen.getByRole("status")).toHaveTextContent(
      "“zzzz” isn’t in our lineup.",
    );
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(onChoose).not.toHaveBeenCalled();
  });

  it("lists at most MAX_OPTIONS and says how many match", async () => {
    const many = Array.from({ length: MAX_OPTIONS + 10 }, (_, index) => ({
      id: index + 1,
      channelName: `Music ${index + 1}`,
      binary: 1,
    }));
    const { input, user } = setUp(many);
    await user.type(input, "music");
    expect(options()).toHaveLength(MAX_OPTIONS);
    expect(screen.getByRole("status")).toHaveTextContent(
      `${MAX_OPTIONS + 10} channels match; the first ${MAX_OPTIONS} are listed.`,
    );
  });

  describe("in Spanish", () => {
    const LINEUP: Channel[] = [
      ...CHANNELS,
      { id: 6, channelName: "ESPN Deportes", binary: 64 },
      { id: 7, channelName: "Música Urbana", binary: 1 },
      { id: 8, channelName: "Canal Fútbol", binary: 64 },
    ];

    it("is labelled, named and described in Spanish", async () => {
      const { input, user } = setUp(LINEUP, es);
      expect(input).toHaveAccessibleName(es.search.label);
      expect(input).toHaveAccessibleDescription(
        `${es.search.howTo} ${es.search.howToKeys}`,
      );
      await user.type(input, "futbol");
      expect(
        screen.getByRole("listbox", { name: es.search.matching }),
      ).toBeVisible();
      expect(screen.getByRole("status")).toHaveTextContent(
        es.search.status.matches(1),
      );
    });

    it('finds "Música Urbana" from "musica", typed without the accent', async () => {
      const { input, onChoose, user } = setUp(LINEUP, es);
      await user.type(input, "musica");
      expect(options()).toEqual(["Música Urbana"]);
      await user.keyboard("{Enter}");
      expect(onChoose).toHaveBeenCalledWith(LINEUP[6]);
    });

    it('lists "ESPN Deportes" among the matches for "espn"', async () => {
      const { input, user } = setUp(LINEUP, es);
      await user.type(input, "espn");
      expect(options()).toEqual(["ESPN", "ESPN2", "ESPNews", "ESPN Deportes"]);
      expect(screen.getByRole("status")).toHaveTextContent(
        es.search.status.matches(4),
      );
    });

    it("suggests close names in Spanish when nothing matches", async () => {
      const { input, user } = setUp(LINEUP, es);
      await user.type(input, "musoca");
      expect(
        screen.getByRole("listbox", { name: es.search.suggested }),
      ).toBeVisible();
      expect(screen.getByRole("status")).toHaveTextContent(
        `${es.search.status.didYouMean("musoca", "Música Urbana")} ${es.search.pickOne}`,
      );
    });
  });
});
