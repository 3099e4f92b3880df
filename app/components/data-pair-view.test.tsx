import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import type { DataFile } from "~/data/data-file";

import { DataPairView } from "./data-pair-view";

/** A data file whose loads the test settles one by one. */
function fakeFile(path: string) {
  const pending: {
    resolve: (v: string) => void;
    reject: (e: Error) => void;
  }[] = [];
  const file: DataFile<string> = {
    path,
    peek: () => undefined,
    load: vi.fn(
      () =>
        new Promise<string>((resolve, reject) => {
          pending.push({ resolve, reject });
        }),
    ),
  };
  return { file, pending };
}

function setUp() {
  const a = fakeFile("/json/a.json");
  const b = fakeFile("/json/b.json");
  render(
    <DataPairView files={[a.file, b.file]} what="the pair" reserve="">
      {(first, second) => (
        <p>
          Data: {first} and {second}
        </p>
      )}
    </DataPairView>,
  );
  return { a, b };
}

describe("DataPairView", () => {
  it("loads both files at once and shows the spinner until both are in", async () => {
    const { a, b } = setUp();
    expect(a.file.load).toHaveBeenCalledTimes(1);
    expect(b.file.load).toHaveBeenCalledTimes(1);
    b.pending[0]?.resolve("two");
    expect(
      await screen.findByRole("status", { name: "Loading the pair…" }),
    ).toBeVisible();
    a.pending[0]?.resolve("one");
    expect(await screen.findByText("Data: one and two")).toBeVisible();
  });

  it("shows the error when one fails, and Try again reloads only that one", async () => {
    const consoleError = vi
      .spyOn(console, "error")
      .mockImplementation(() => {});
    const { a, b } = setUp();
    a.pending[0]?.resolve("one");
    b.pending[0]?.reject(new Error("HTTP 500"));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Sorry, we couldn’t load the pair.",
    );
    expect(consoleError).toHaveBeenCalledWith(new Error("HTTP 500"));

    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByRole("status")).toBeVisible();
    expect(a.file.load).toHaveBeenCalledTimes(1);
    expect(b.file.load).toHaveBeenLastCalledWith({ fresh: true });
    b.pending[1]?.resolve("two");
    expect(await screen.findByText("Data: one and two")).toBeVisible();
  });
});
