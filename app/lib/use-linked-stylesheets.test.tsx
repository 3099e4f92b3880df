import { act, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { useLinkedStylesheets } from "./use-linked-stylesheets";

function Page() {
  useLinkedStylesheets();
  return null;
}

/** A router on `/plus/channels` whose every navigation waits on a loader until `finish` is called. */
function renderRouter() {
  let finish = () => {};
  const pending = new Promise<null>((resolve) => {
    finish = () => resolve(null);
  });
  const router = createMemoryRouter(
    [
      { path: "/plus/channels", element: <Page />, loader: () => pending },
      { path: "/plus/finder", element: <Page />, loader: () => pending },
    ],
    {
      initialEntries: ["/plus/channels"],
      hydrationData: { loaderData: { 0: null } },
    },
  );
  render(<RouterProvider router={router} />);
  return { router, finish };
}

function disabledLinks(): boolean[] {
  return [...document.head.querySelectorAll("link")].map((link) =>
    link.hasAttribute("disabled"),
  );
}

describe("useLinkedStylesheets", () => {
  afterEach(() => {
    document.head.replaceChildren();
  });

  it("keeps the links off on the page opened, and turns on those the build disabled, and no others, once the visitor heads to another page", async () => {
    document.head.innerHTML = [
      '<link rel="stylesheet" href="/assets/site-A1b2C3d4.css" disabled="">',
      '<link rel="stylesheet" href="/assets/home-E5f6G7h8.css" disabled="">',
      '<link rel="alternate stylesheet" title="Print" href="/assets/print-A1b2C3d4.css" disabled="">',
    ].join("");
    const { router, finish } = renderRouter();
    expect(disabledLinks()).toEqual([true, true, true]);

    await act(async () => {
      void router.navigate("/plus/finder");
      await Promise.resolve();
    });
    expect(router.state.navigation.state).toBe("loading");
    expect(disabledLinks()).toEqual([false, false, true]);
    await act(async () => {
      finish();
      await Promise.resolve();
    });
  });

  it("leaves them off when only the query string changes", async () => {
    document.head.innerHTML =
      '<link rel="stylesheet" href="/assets/site-A1b2C3d4.css" disabled="">';
    const { router, finish } = renderRouter();
    await act(async () => {
      void router.navigate("/plus/channels?pkg=core");
      await Promise.resolve();
    });
    expect(router.state.navigation.state).toBe("loading");
    expect(disabledLinks()).toEqual([true]);
    await act(async () => {
      finish();
      await Promise.resolve();
    });
  });
});
