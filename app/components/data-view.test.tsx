import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import type { DataFile } from "~/data/data-file";

import { DataView } from "./data-view";

/** A data file whose loads the test settles one by one. */
function fakeFile() {
  let loaded: string | undefined;
  const pending: {
    resolve: (v: string) => void;
    reject: (e: Error) => void;
  }[] = [];
  const file: DataFile<string> = {
    path: "/json/fake.json",
    peek: () => loaded,
    load: vi.fn(
      () =>
        new Promise<string>((resolve, reject) => {
          pending.push({
            resolve: (value) => {
              loaded = value;
              resolve(value);
            },
            reject,
          });
        }),
    ),
  };
  return { file, pending };
}

const view = (file: DataFile<string>) => (
  <DataView file={file} what="the lineup" reserve="">
    {(data) => <p>Data: {data}</p>}
  </DataView>
);

describe("DataView", () => {
  it("shows a named spinner, then the content", async () => {
    const { file, pending } = fakeFile();
    render(view(file));
    expect(
      screen.getByRole("status", { name: "Loading the lineup…" }),
    ).toBeVisible();
    pending[0]?.resolve("ready");
    expect(await screen.findByText("Data: ready")).toBeVisible();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("shows an alert on failure, and Try again loads afresh", async () => {
    const consoleError = vi
      .spyOn(console, "error")
      .mockImplementation(() => {});
    const { file, pending } = fakeFile();
    render(view(file));
    pending[0]?.reject(new Error("HTTP 500"));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Sorry, we couldn’t load the lineup.");
    expect(screen.queryByRole("status")).toBeNull();
    expect(consoleError).toHaveBeenCalledWith(new Error("HTTP 500"));

    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByRole("status")).toBeVisible();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(file.load).toHaveBeenLastCalledWith({ fresh: true });

    pending[1]?.resolve("second time");
    expect(await screen.findByText("Data: second time")).toBeVisible();
  });

  it("uses a file loaded earlier in the visit without loading it again", async () => {
    const { file, pending } = fakeFile();
    const first = render(view(file));
    pending[0]?.resolve("kept");
    await screen.findByText("Data: kept");
    first.unmount();

    render(view(file));
    expect(screen.getByText("Data: kept")).toBeVisible();
    expect(screen.queryByRole("status")).toBeNull();
    expect(file.load).toHaveBeenCalledTimes(1);
  });
});
