import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { useProgressiveCount } from "./use-progressive-count";

describe("useProgressiveCount", () => {
  it("draws the first items at once, then the rest a step per frame", async () => {
    const seen: number[] = [];
    renderHook(() => {
      const count = useProgressiveCount(100, 30, 25);
      seen.push(count);
      return count;
    });
    expect(seen[0]).toBe(30);
    await waitFor(() => {
      expect(seen.at(-1)).toBe(100);
    });
    expect([...new Set(seen)]).toEqual([30, 55, 80, 100]);
  });

  it("takes the first step given for the frame after the first drawing", async () => {
    const seen: number[] = [];
    renderHook(() => {
      const count = useProgressiveCount(10, 0, 3, 1);
      seen.push(count);
      return count;
    });
    expect(seen[0]).toBe(0);
    await waitFor(() => {
      expect(seen.at(-1)).toBe(10);
    });
    expect([...new Set(seen)]).toEqual([0, 1, 4, 7, 10]);
  });

  it("never counts past the total", () => {
    const { result } = renderHook(() => useProgressiveCount(12, 30, 25));
    expect(result.current).toBe(12);
  });

  it("goes on from where it was when the total grows", async () => {
    const { result, rerender } = renderHook(
      ({ total }) => useProgressiveCount(total, 30, 25),
      { initialProps: { total: 10 } },
    );
    expect(result.current).toBe(10);
    rerender({ total: 60 });
    expect(result.current).toBe(30);
    await waitFor(() => {
      expect(result.current).toBe(60);
    });
  });
});
