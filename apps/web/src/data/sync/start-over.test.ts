import { describe, expect, it } from "vitest";
import { serverLostChanges } from "./start-over";

describe("serverLostChanges", () => {
  it("is a loss when the server says reset, or its epoch is not the stored one", () => {
    expect(serverLostChanges({ reset: true, epoch: "b" }, "a")).toBe(true);
    expect(serverLostChanges({ reset: true, epoch: "b" })).toBe(true);
    expect(serverLostChanges({ epoch: "b" }, "a")).toBe(true);
  });

  it("is no loss on the same epoch, on a first answer, or from a server that sends none", () => {
    expect(serverLostChanges({ epoch: "a" }, "a")).toBe(false);
    expect(serverLostChanges({ epoch: "a" }, undefined)).toBe(false);
    expect(serverLostChanges({}, "a")).toBe(false);
  });
});
