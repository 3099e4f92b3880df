import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { IconButton } from "./icon-button";

describe("IconButton", () => {
  it("is a plain button named by its label, the drawing hidden", () => {
    render(<IconButton icon="menu" label="Open menu" />);
    const button = screen.getByRole("button", { name: "Open menu" });
    expect(button).toHaveAttribute("type", "button");
    expect(button.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });

  it("keeps its own class beside the caller's and passes the rest on", async () => {
    const onClick = vi.fn();
    render(
      <IconButton
        icon="close"
        label="Close menu"
        className="placed"
        popoverTarget="site-menu"
        popoverTargetAction="hide"
        onClick={onClick}
      />,
    );
    const button = screen.getByRole("button", { name: "Close menu" });
    expect(button.classList).toContain("placed");
    expect(button.classList.length).toBe(2);
    expect(button).toHaveAttribute("popovertarget", "site-menu");
    expect(button).toHaveAttribute("popovertargetaction", "hide");
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
