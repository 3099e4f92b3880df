import * as v from "valibot";
import { afterEach, describe, expect, it, vi } from "vitest";

import {
  DataLoadError,
  createDataFile,
  preloadLinks,
  startPreloaded,
} from "./data-file";

const schema = v.object({ items: v.array(v.string()) });
const PATH = "/json/test/test.json";

function stubFetch(...answers: (() => Promise<Response>)[]) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const answer of answers) fetchMock.mockImplementationOnce(answer);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const json =
  (body: unknown, status = 200) =>
  () =>
    Promise.resolve(new Response(JSON.stringify(body), { status }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("createDataFile", () => {
  it("fetches the file with GET, parses it and keeps it", async () => {
    const fetchMock = stubFetch(json({ items: ["a"] }));
    const file = createDataFile(PATH, schema);
    expect(file.peek()).toBeUndefined();
    await expect(file.load()).resolves.toEqual({ items: ["a"] });
    expect(file.peek()).toEqual({ items: ["a"] });
    expect(fetchMock).toHaveBeenCalledWith(
      PATH,
      expect.objectContaining({ cache: "default" }),
    );
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBeUndefined();
    // Custom headers or modes would keep the fetch from taking the preload.
    expect(fetchMock.mock.calls[0]?.[1]).toEqual({ cache: "default" });
  });

  it("gives every caller the one request, under way or done", async () => {
    const fetchMock = stubFetch(json({ items: ["a"] }));
    const file = createDataFile(PATH, schema);
    const first = file.load();
    const second = file.load();
    expect(second).toBe(first);
    await first;
    expect(file.load()).toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("fetches again after a failure, asking the HTTP cache to revalidate", async () => {
    const fetchMock = stubFetch(json({}, 503), json({ items: ["b"] }));
    const file = createDataFile(PATH, schema);
    const failed = file.load();
    await expect(failed).rejects.toBeInstanceOf(DataLoadError);
    const retried = file.load();
    expect(retried).not.toBe(failed);
    await expect(retried).resolves.toEqual({ items: ["b"] });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[1]).toEqual(
      expect.objectContaining({ cache: "no-cache" }),
    );
  });

  it.each([
    ["an HTTP error", json({}, 500), "/json/test/test.json answered HTTP 500"],
    [
      "a network error",
      () => Promise.reject(new TypeError("Failed to fetch")),
      "/json/test/test.json could not be fetched",
    ],
    [
      "bad JSON",
      () => Promise.resolve(new Response("{ items: [", { status: 200 })),
      "/json/test/test.json is not valid JSON",
    ],
    [
      "a wrong shape",
      json({ items: [1] }),
      "/json/test/test.json does not match its schema:\n/json/test/test.json: items[0]: Invalid type: Expected string but received 1",
    ],
  ])(
    "fails with a DataLoadError on %s and keeps nothing",
    async (_, answer, message) => {
      stubFetch(answer);
      const file = createDataFile(PATH, schema);
      const error: unknown = await file
        .load()
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DataLoadError);
      expect(error).toHaveProperty("message", message);
      expect(file.peek()).toBeUndefined();
    },
  );
});

describe("start", () => {
  it("begins the request that the next load takes: one fetch", async () => {
    const fetchMock = stubFetch(json({ items: ["a"] }));
    const file = createDataFile(PATH, schema);
    file.start();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(file.load()).resolves.toEqual({ items: ["a"] });
    file.start();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("keeps its failure for the next load, which then fetches anew", async () => {
    const fetchMock = stubFetch(json({}, 503), json({ items: ["b"] }));
    const file = createDataFile(PATH, schema);
    file.start();
    // The failure comes before anyone asks for the file.
    await new Promise((resolve) => setTimeout(resolve));
    await expect(file.load()).rejects.toThrow(
      "/json/test/test.json answered HTTP 503",
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(file.load()).resolves.toEqual({ items: ["b"] });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[1]).toEqual({ cache: "no-cache" });
  });

  it("does not keep a failure that a load took while it was under way", async () => {
    const fetchMock = stubFetch(json({}, 503), json({ items: ["b"] }));
    const file = createDataFile(PATH, schema);
    file.start();
    await expect(file.load()).rejects.toBeInstanceOf(DataLoadError);
    await expect(file.load()).resolves.toEqual({ items: ["b"] });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe("startPreloaded", () => {
  it("starts the files the page's HTML preloads, and only those", () => {
    const fetchMock = stubFetch(json({ items: [] }));
    vi.stubGlobal("document", {
      querySelectorAll: (selector: string) =>
        selector === 'link[rel="preload"][as="fetch"]'
          ? [
              {
                getAttribute: (name: string) =>
                  name === "href" && "/json/a.json",
              },
            ]
          : [],
    });
    const preloaded = createDataFile("/json/a.json", schema);
    const other = createDataFile("/json/b.json", schema);
    startPreloaded(preloaded, other);
    expect(fetchMock).toHaveBeenCalledExactlyOnceWith("/json/a.json", {
      cache: "default",
    });
  });

  it("does nothing where there is no document, as when pages are pre-rendered", () => {
    const fetchMock = stubFetch();
    startPreloaded(createDataFile(PATH, schema));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("preloadLinks", () => {
  it("preloads each file in the pre-rendered page, in the mode the fetch uses", () => {
    const a = createDataFile("/json/a.json", schema);
    const b = createDataFile("/json/b.json", schema);
    expect(preloadLinks(a, b)).toEqual(
      ["/json/a.json", "/json/b.json"].map((href) => ({
        rel: "preload",
        as: "fetch",
        href,
        crossOrigin: "anonymous",
      })),
    );
  });

  it("adds none in the browser, where the screen fetches its files itself", () => {
    vi.stubGlobal("document", {});
    expect(preloadLinks(createDataFile(PATH, schema))).toEqual([]);
  });
});
