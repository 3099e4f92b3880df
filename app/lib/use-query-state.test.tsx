import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, RouterProvider, createMemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { useQueryState } from "./use-query-state";

const read = (params: URLSearchParams) => params.get("n") ?? "";
const write = (value: string, params: URLSearchParams) => {
  const next = new URLSearchParams(params);
  if (value) next.set("n", value);
  else next.delete("n");
  return next.toString() ? `?${next.toString()}` : "";
};

function Counter({ history }: { history?: "push" }) {
  const [value, setValue] = useQueryState(read, write, { history });
  return (
    <>
      <p>Value: {value || "none"}</p>
      <button type="button" onClick={() => setValue(`${value}x`)}>
        Add
      </button>
      <button type="button" onClick={() => setValue(value)}>
        Same
      </button>
      <Link to="/page?n=linked">Linked</Link>
    </>
  );
}

function setUp(url: string, history?: "push") {
  const routes = [
    { path: "/start", element: <p>Start</p> },
    { path: "/page", element: <Counter history={history} /> },
  ];
  const router = createMemoryRouter(routes, {
    initialEntries: ["/start", url],
    initialIndex: 1,
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe("useQueryState", () => {
  it("starts from the URL", () => {
    setUp("/page?n=abc&other=1");
    expect(screen.getByText("Value: abc")).toBeVisible();
  });

  it("answers at once and mirrors the value into the URL with replace", async () => {
    const router = setUp("/page?other=1");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Add" }));
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(screen.getByText("Value: xx")).toBeVisible();
    await waitUntil(() => router.state.location.search === "?other=1&n=xx");
    expect(router.state.historyAction).toBe("REPLACE");
    // Replaced, not pushed: Back leaves the page.
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe("/start");
    expect(screen.getByText("Start")).toBeVisible();
  });

  it("with push, makes each change an entry, so Back and Forward step through the values; the opening value and a change to the same value add none", async () => {
    const router = setUp("/page?n=a", "push");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Add" }));
    await user.click(screen.getByRole("button", { name: "Add" }));
    await waitUntil(() => router.state.location.search === "?n=axx");
    await user.click(screen.getByRole("button", { name: "Same" }));
    expect(router.state.historyAction).toBe("REPLACE");
    expect(router.state.location.search).toBe("?n=axx");

    await act(() => router.navigate(-1));
    expect(await screen.findByText("Value: ax")).toBeVisible();
    await act(() => router.navigate(-1));
    expect(await screen.findByText("Value: a")).toBeVisible();
    await act(() => router.navigate(1));
    expect(await screen.findByText("Value: ax")).toBeVisible();
    // A change after Back starts a new branch of the history.
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(screen.getByText("Value: axx")).toBeVisible();
    await act(() => router.navigate(-2));
    expect(await screen.findByText("Value: a")).toBeVisible();
    await act(() => router.navigate(-1));
    expect(screen.getByText("Start")).toBeVisible();
  });

  it("reads the URL anew after a navigation from elsewhere", async () => {
    const router = setUp("/page?n=first");
    await userEvent.click(screen.getByRole("link", { name: "Linked" }));
    expect(await screen.findByText("Value: linked")).toBeVisible();
    await act(() => router.navigate(-1));
    expect(await screen.findByText("Value: first")).toBeVisible();
  });
});

async function waitUntil(condition: () => boolean) {
  for (let tries = 0; tries < 50 && !condition(); tries++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  expect(condition()).toBe(true);
}
