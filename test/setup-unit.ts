import { afterEach, beforeEach, vi } from "vitest";

// A console.error that a test did not expect fails that test. A test that
// expects one replaces the spy with its own (`vi.spyOn(console, "error")`).
let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  consoleError = vi
    .spyOn(console, "error")
    .mockImplementation((...args: unknown[]) => {
      throw new Error(
        `Unexpected console.error: ${args.map(String).join(" ")}`,
      );
    });
});

afterEach(() => {
  consoleError.mockRestore();
});
