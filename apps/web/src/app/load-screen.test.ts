import { describe, expect, it } from "vitest";
import { loadScreen } from "./load-screen";

const noWait = async () => {};

describe("loadScreen", () => {
  it("returns the module when the first fetch succeeds, with one attempt", async () => {
    let attempts = 0;
    const module = await loadScreen(
      async () => {
        attempts++;
        return { Page: "page" };
      },
      [10, 20],
      noWait,
    );
    expect(module).toEqual({ Page: "page" });
    expect(attempts).toBe(1);
  });

  it("tries again after a failed fetch, waiting each delay in turn", async () => {
    let attempts = 0;
    const waited: number[] = [];
    const module = await loadScreen(
      async () => {
        attempts++;
        if (attempts < 3) throw new TypeError("Failed to fetch dynamically imported module");
        return "loaded";
      },
      [10, 20],
      async (ms) => {
        waited.push(ms);
      },
    );
    expect(module).toBe("loaded");
    expect(attempts).toBe(3);
    expect(waited).toEqual([10, 20]);
  });

  it("gives up with the last error once every retry has failed", async () => {
    let attempts = 0;
    await expect(
      loadScreen(
        async () => {
          attempts++;
          throw new TypeError(`attempt ${attempts}`);
        },
        [10, 20],
        noWait,
      ),
    ).rejects.toThrow("attempt 3");
    expect(attempts).toBe(3);
  });
});
