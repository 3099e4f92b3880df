import { render, screen, within } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";

import { PAGES } from "~/config/pages";
import { pathsFor } from "~/config/paths";
import { CommonMessagesProvider } from "~/i18n/common";
import { statusDetails } from "~/lib/error-details";
import { common as englishCommon } from "~/messages/en/common";
import { errors } from "~/messages/en/errors";
import { common as spanishCommon } from "~/messages/es/common";

import { ErrorScreen } from "./error-screen";
import { NotFoundScreen } from "./not-found-screen";

const home = { href: "/", label: errors.home };

describe("ErrorScreen", () => {
  it("shows the status large, the status text as the heading, the message and the ways out", () => {
    render(
      <ErrorScreen
        {...statusDetails(403, errors, "Members only")}
        links={[home]}
      />,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      `403 ${errors.statusText[403]}`,
    );
    expect(screen.getByText("403", { selector: "p" })).toBeInTheDocument();
    expect(screen.getByText("Members only")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: errors.home })).toHaveAttribute(
      "href",
      "/",
    );
  });

  it("shows an unexpected error without a status", () => {
    render(
      <ErrorScreen
        title="Unexpected Application Error!"
        message="boom"
        links={[home]}
      />,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      /^Unexpected Application Error!$/,
    );
    expect(screen.getByText("boom")).toBeInTheDocument();
  });
});

describe("NotFoundScreen", () => {
  it.each([englishCommon, spanishCommon])(
    "shows the status and its text once each, one plain sentence and the ways on, never the router's words ($locale)",
    async (messages) => {
      const { errors: texts, nav, locale } = messages;
      const path = `${pathsFor(locale).home}/no-such-page`.replace("//", "/");
      const logged = vi.spyOn(console, "error").mockImplementation(() => {});
      const router = createMemoryRouter(
        [
          {
            path: "*",
            element: (
              <CommonMessagesProvider messages={messages}>
                <NotFoundScreen />
              </CommonMessagesProvider>
            ),
          },
        ],
        { initialEntries: [path] },
      );
      const { container } = render(<RouterProvider router={router} />);

      const heading = await screen.findByRole("heading", { level: 1 });
      expect(heading).toHaveTextContent(`404 ${texts.statusText[404]}`);
      const shown = container.textContent ?? "";
      const count = (part: string) => shown.split(part).length - 1;
      // Once large, once for screen readers inside the heading.
      expect(count("404")).toBe(2);
      expect(screen.getByText("404", { selector: "p" })).toHaveAttribute(
        "aria-hidden",
        "true",
      );
      expect(count(texts.statusText[404] ?? "")).toBe(1);
      expect(screen.getByText(texts.notFound)).toBeInTheDocument();

      const paths = pathsFor(locale);
      const links = within(container).getAllByRole("link");
      expect(
        links.map((link) => [link.textContent, link.getAttribute("href")]),
      ).toEqual([
        [texts.home, paths.home],
        [nav.packages, paths.packages],
        [nav.channels, paths.channels],
        [PAGES.faq.footer[locale], paths.faq],
      ]);

      // The router's words go to the console only.
      const routerWords = texts.noRoute(path);
      expect(shown).not.toContain(routerWords);
      expect(shown).not.toMatch(/No route matches|Ninguna ruta coincide/);
      expect(logged).toHaveBeenCalledWith(expect.stringContaining(routerWords));
    },
  );
});
