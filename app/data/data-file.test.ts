import * as v from "valibot";
import { afterEach, describe, expect, it, vi } from "vitest";

import { DataLoadError, createDataFile } from "./data-file";

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
  });

  it("asks the HTTP cache to revalidate when loading fresh", async () => {
    const fetchMock = stubFetch(json({ items: [] }));
    await createDataFile(PATH, schema).load({ fresh: true });
    expect(fetchMock).toHaveBeenCalledWith(
      PATH,
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
      "/json/test/test.json does not match its schema:\n/json/test/test.json: items[0]: Invalid type: Expected string but received 1 (got 1)",
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
