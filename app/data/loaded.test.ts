import { describe, expect, it } from "vitest";

import { handBack } from "./loaded";

describe("handBack", () => {
  it("hands back data at hand at once, as it is", () => {
    const value = { lineup: ["ESPN"] };
    expect(handBack(value)).toBe(value);
  });

  it("hands back data on its way in a later task, not among this task's microtasks", async () => {
    const lineup = Promise.resolve(["ESPN"]);
    const handed = handBack({ lineup });
    expect(handed).toBeInstanceOf(Promise);

    let value: { lineup: Promise<string[]> } | undefined;
    const done = Promise.resolve(handed).then((result) => {
      value = result;
    });
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    expect(value).toBeUndefined();

    await done;
    expect(value?.lineup).toBe(lineup);
  });
});
