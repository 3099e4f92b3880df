import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

import { common as en } from "~/messages/en/common";
import { common as es } from "~/messages/es/common";

import { inPage } from "../../test/support/in-page";

import { MailAddress } from "./mail-address";

const ADDRESS = "help@tv.example";

describe("MailAddress", () => {
  it("is the address as a link, without a button, in the pre-rendered HTML", () => {
    const host = document.createElement("div");
    host.innerHTML = renderToString(inPage(<MailAddress address={ADDRESS} />));
    expect(host.querySelector("a")?.getAttribute("href")).toBe(
      `mailto:${ADDRESS}`,
    );
    expect(host.textContent).toBe(ADDRESS);
    expect(host.querySelector("button")).toBeNull();
  });

  it.each([
    ["en", en],
    ["es", es],
  ] as const)(
    "in %s, copies the address and says so, or says how to copy it when the browser refuses",
    async (locale, words) => {
      const user = userEvent.setup();
      const writeText = vi
        .spyOn(navigator.clipboard, "writeText")
        .mockResolvedValueOnce()
        .mockRejectedValueOnce(new DOMException("Denied", "NotAllowedError"));
      render(inPage(<MailAddress address={ADDRESS} />, locale));
      const button = screen.getByRole("button", {
        name: `${words.copyAddress.button} ${ADDRESS}`,
      });
      const status = button.nextElementSibling;
      expect(status).toHaveAttribute("aria-live", "polite");
      expect(status).toBeEmptyDOMElement();

      await user.click(button);
      expect(writeText).toHaveBeenCalledWith(ADDRESS);
      expect(status).toHaveTextContent(words.copyAddress.copied);
      expect(button).toHaveAccessibleName(
        `${words.copyAddress.copied} ${ADDRESS}`,
      );

      await user.click(button);
      expect(status).toHaveTextContent(words.copyAddress.failed);
    },
  );
});
