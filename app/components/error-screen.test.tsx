import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { statusDetails } from "~/lib/error-details";
import { errors } from "~/messages/en/errors";

import { ErrorScreen } from "./error-screen";

const home = { href: "/", label: errors.home };

describe("ErrorScreen", () => {
  it("shows the status large, the status text as the heading, and the message", () => {
    render(
      <ErrorScreen
        {...statusDetails(404, errors, 'No route matches URL "/x"')}
        home={home}
      />,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "404 Not Found",
    );
    expect(screen.getByText("404", { selector: "p" })).toBeInTheDocument();
    expect(screen.getByText('No route matches URL "/x"')).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Go to the home page" }),
    ).toHaveAttribute("href", "/");
  });

  it("shows an unexpected error without a status", () => {
    render(
      <ErrorScreen
        title="Unexpected Application Error!"
        message="boom"
        home={home}
      />,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      /^Unexpected Application Error!$/,
    );
    expect(screen.getByText("boom")).toBeInTheDocument();
  });
});
