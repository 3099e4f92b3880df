import { describe, expect, it } from "vitest";

import { inNextTask } from "./loaded";

describe("inNextTask", () => {
  it("resolves with the value in a later task, not among this task's microtasks", async () => {
    let value: string | undefined;
    const done = inNextTask("lineup").then((result) => {
      value = result;
    });
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    expect(value).toBeUndefined();

    await done;
    expect(value).toBe("lineup");
  });
});
