import { describe, expect, it, vi } from "vitest";

import type { DataFile } from "./data-file";
import { loaded, loadedBoth, loadedWithOptional } from "./loaded";

/** A data file that has loaded `value`, or is still fetching it. */
function fakeFile<T>(value: T, { atHand }: { atHand: boolean }): DataFile<T> {
  return {
    path: "/json/fake.json",
    peek: () => (atHand ? value : undefined),
    load: () => Promise.resolve(value),
    start: () => {},
  };
}

function failingFile(error: Error): DataFile<never> {
  return {
    path: "/json/broken.json",
    peek: () => undefined,
    load: () => Promise.reject(error),
    start: () => {},
  };
}

describe("loaded", () => {
  it("gives data at hand at once", () => {
    expect(loaded(fakeFile(["ESPN"], { atHand: true }))).toEqual(["ESPN"]);
  });

  it("gives the promise of data on its way", async () => {
    const result = loaded(fakeFile(["ESPN"], { atHand: false }));
    expect(result).toBeInstanceOf(Promise);
    await expect(result).resolves.toEqual(["ESPN"]);
  });
});

describe("loadedBoth", () => {
  it("gives both at once when both are at hand", () => {
    expect(
      loadedBoth(fakeFile(1, { atHand: true }), fakeFile(2, { atHand: true })),
    ).toEqual([1, 2]);
  });

  it("waits for both when either is on its way", async () => {
    const result = loadedBoth(
      fakeFile(1, { atHand: true }),
      fakeFile(2, { atHand: false }),
    );
    expect(result).toBeInstanceOf(Promise);
    await expect(result).resolves.toEqual([1, 2]);
  });

  it("fails when either fails", async () => {
    const error = new Error("broken");
    await expect(
      loadedBoth(fakeFile(1, { atHand: true }), failingFile(error)),
    ).rejects.toBe(error);
  });
});

describe("loadedWithOptional", () => {
  it("gives the first file's data without the second when it fails, and logs why", async () => {
    const error = new Error("broken");
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(
      loadedWithOptional(fakeFile(1, { atHand: false }), failingFile(error)),
    ).resolves.toEqual([1, undefined]);
    expect(log).toHaveBeenCalledWith(error);
    log.mockRestore();
  });

  it("fails when the first file fails", async () => {
    const error = new Error("broken");
    await expect(
      loadedWithOptional(failingFile(error), fakeFile(2, { atHand: true })),
    ).rejects.toBe(error);
  });
});
