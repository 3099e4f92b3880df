import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";

import type { DataFile } from "~/data/data-file";
import { loaded, loadedBoth } from "~/data/loaded";
import { useScreenData } from "~/data/use-screen-data";
import { common as en } from "~/messages/en/common";

import { inLanguage } from "../../test/support/in-language";

import { DataAwait } from "./data-await";

/** A data file whose loads the test settles one by one, sharing a load under way as the real one does. */
function fakeFile() {
  let data: string | undefined;
  let request: Promise<string> | undefined;
  const pending: {
    resolve: (value: string) => void;
    reject: (error: Error) => void;
  }[] = [];
  const file: DataFile<string> = {
    path: "/json/fake.json",
    peek: () => data,
    load: vi.fn(() => {
      request ??= new Promise<string>((resolve, reject) => {
        pending.push({
          resolve: (value) => {
            data = value;
            resolve(value);
          },
          reject: (error) => {
            request = undefined;
            reject(error);
          },
        });
      });
      return request;
    }),
    start: () => {},
  };
  return { file, pending };
}

/** What the test screen holds, as its spinner, alert and note name it. */
const WHAT = "the lineup";

/** A screen that draws what `load` gives through `DataAwait`, as the data screens do. */
function screenOf<T>(load: () => T | Promise<T>, show: (data: T) => string) {
  return function Screen() {
    return (
      <DataAwait data={useScreenData(load)} what={WHAT} reserve="reserve">
        {(value) => <p>Data: {show(value)}</p>}
      </DataAwait>
    );
  };
}

/** Data at hand. */
const loadReady = () => "ready";

/** That screen as a route's component, drawn in the browser. */
function renderRoute<T>(load: () => T | Promise<T>, show: (data: T) => string) {
  const Stub = createRoutesStub([
    { path: "/", Component: screenOf(load, show) },
  ]);
  return render(inLanguage(<Stub />));
}

describe("DataAwait", () => {
  it("shows a named spinner, then the content", async () => {
    const { file, pending } = fakeFile();
    renderRoute(
      () => loaded(file),
      (value) => value,
    );
    await screen.findByRole("status", { name: en.data.loading(WHAT) });
    await waitFor(() => expect(pending).toHaveLength(1));
    expect(
      screen.getByRole("status", { name: en.data.loading(WHAT) }),
    ).toBeVisible();
    pending[0]?.resolve("ready");
    expect(await screen.findByText("Data: ready")).toBeVisible();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("shows an alert on failure; Try again loads again, with a spinner meanwhile", async () => {
    const consoleError = vi
      .spyOn(console, "error")
      .mockImplementation(() => {});
    const { file, pending } = fakeFile();
    renderRoute(
      () => loaded(file),
      (value) => value,
    );
    await waitFor(() => expect(pending).toHaveLength(1));
    pending[0]?.reject(new Error("HTTP 500"));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(en.data.failed(WHAT));
    expect(screen.queryByRole("status")).toBeNull();
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(new Error("HTTP 500")),
    );

    await userEvent.click(
      screen.getByRole("button", { name: en.data.tryAgain }),
    );
    expect(await screen.findByRole("status")).toBeVisible();
    expect(screen.queryByRole("alert")).toBeNull();
    await waitFor(() => expect(pending).toHaveLength(2));
    // The button has gone, so focus waits on the region.
    expect(document.activeElement).toHaveAttribute("data-data-region");

    pending[1]?.resolve("second time");
    expect(await screen.findByText("Data: second time")).toBeVisible();
    consoleError.mockRestore();
  });

  it("shows the alert again when the retry fails too", async () => {
    const consoleError = vi
      .spyOn(console, "error")
      .mockImplementation(() => {});
    const { file, pending } = fakeFile();
    renderRoute(
      () => loaded(file),
      (value) => value,
    );
    await waitFor(() => expect(pending).toHaveLength(1));
    pending[0]?.reject(new Error("first"));
    await userEvent.click(
      await screen.findByRole("button", { name: en.data.tryAgain }),
    );
    await waitFor(() => expect(pending).toHaveLength(2));
    pending[1]?.reject(new Error("second"));
    expect(await screen.findByRole("alert")).toBeVisible();
    // The error is logged by an effect, which can run a moment after the alert is drawn.
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(new Error("second")),
    );
    consoleError.mockRestore();
  });

  it("draws at once, with no spinner, from a file this visit has loaded", async () => {
    const { file, pending } = fakeFile();
    const first = renderRoute(
      () => loaded(file),
      (value) => value,
    );
    await waitFor(() => expect(pending).toHaveLength(1));
    pending[0]?.resolve("kept");
    await screen.findByText("Data: kept");
    first.unmount();

    renderRoute(
      () => loaded(file),
      (value) => value,
    );
    expect(await screen.findByText("Data: kept")).toBeVisible();
    expect(screen.queryByRole("status")).toBeNull();
    expect(file.load).toHaveBeenCalledTimes(1);
  });

  it("waits for both files, and a retry loads again only the one that failed", async () => {
    const consoleError = vi
      .spyOn(console, "error")
      .mockImplementation(() => {});
    const a = fakeFile();
    const b = fakeFile();
    renderRoute(
      () => loadedBoth(a.file, b.file),
      ([first, second]) => `${first} + ${second}`,
    );
    await waitFor(() => expect(b.pending).toHaveLength(1));
    a.pending[0]?.resolve("A");
    b.pending[0]?.reject(new Error("B failed"));
    await userEvent.click(
      await screen.findByRole("button", { name: en.data.tryAgain }),
    );
    // One request each at first; the retry makes a new one only for B.
    await waitFor(() => expect(b.pending).toHaveLength(2));
    expect(a.pending).toHaveLength(1);
    b.pending[1]?.resolve("B");
    expect(await screen.findByText("Data: A + B")).toBeVisible();
    consoleError.mockRestore();
  });
});

describe("DataAwait when drawing the content fails", () => {
  it("shows the alert, and Try again draws the content again", async () => {
    const consoleError = vi
      .spyOn(console, "error")
      .mockImplementation(() => {});
    let broken = true;
    function Part() {
      if (broken) throw new Error("part failed to load");
      return <p>Part drawn</p>;
    }
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => (
          <DataAwait
            data={useScreenData(loadReady)}
            what={WHAT}
            reserve={undefined}
          >
            {() => <Part />}
          </DataAwait>
        ),
      },
    ]);
    render(inLanguage(<Stub />));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(en.data.failed(WHAT));
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(
        new Error("part failed to load"),
      ),
    );

    broken = false;
    await userEvent.click(
      screen.getByRole("button", { name: en.data.tryAgain }),
    );
    expect(await screen.findByText("Part drawn")).toBeVisible();
    expect(screen.queryByRole("alert")).toBeNull();
    consoleError.mockRestore();
  });
});

describe("DataAwait before the data", () => {
  it("pre-renders the spinner and the note for a browser without JavaScript", () => {
    const { file } = fakeFile();
    const Screen = screenOf(
      () => loaded(file),
      (value) => value,
    );
    const html = renderToString(inLanguage(<Screen />));
    expect(html).toContain('aria-label="Loading the lineup…"');
    expect(html).toContain(
      "To see the lineup, please turn on JavaScript in your browser.",
    );
    expect(file.load).not.toHaveBeenCalled();
  });

  it("speaks the page's language", () => {
    const html = renderToString(
      inLanguage(
        <DataAwait
          data={{ outcome: undefined, retry: () => {} }}
          what="la lista de canales"
          reserve="reserve"
        >
          {() => null}
        </DataAwait>,
        "es",
      ),
    );
    expect(html).toContain('aria-label="Cargando la lista de canales…"');
    expect(html).toContain(
      "Para ver la lista de canales, activa JavaScript en tu navegador.",
    );
  });

  it("hydrates as the pre-rendered spinner, then draws data the visit already has", async () => {
    const { file, pending } = fakeFile();
    const Screen = screenOf(
      () => loaded(file),
      (value) => value,
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(inLanguage(<Screen />));
    document.body.append(container);
    // The file arrives before the page hydrates, as the preload makes likely.
    void file.load();
    pending[0]?.resolve("early");
    const recoverable = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, inLanguage(<Screen />), {
        onRecoverableError: recoverable,
      }),
    );
    expect(await screen.findByText("Data: early")).toBeVisible();
    expect(screen.queryByRole("status", { name: /Loading/ })).toBeNull();
    // The pre-rendered HTML matched what hydration drew.
    expect(recoverable).not.toHaveBeenCalled();
    // The screen took the data at hand and asked for nothing more.
    expect(file.load).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
    container.remove();
  });
});
