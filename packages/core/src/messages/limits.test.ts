import { describe, expect, it } from "vitest";
import { messages } from "../messages.ts";
import { waitInMinutes } from "./limits.ts";

// issue 18 §2: every limit's wait is said in minutes, rounded up; Retry-After keeps the seconds.
describe("waitInMinutes", () => {
  it.each([
    [1, "1 minute"],
    [59, "1 minute"],
    [60, "1 minute"],
    [61, "2 minutes"],
    [600, "10 minutes"],
    [0, "1 minute"],
  ])("%i seconds is %s", (seconds, said) => {
    expect(waitInMinutes(seconds)).toBe(said);
  });

  it("is what the auth limit and the usage limits say", () => {
    expect(messages.auth.tooManyAttempts(900)).toBe("Too many attempts. Please try again in 15 minutes.");
    expect(messages.limits.tooManyGenerations(170)).toBe(
      "Too many generation requests. Please try again in 3 minutes.",
    );
  });

  it("is what the generator-busy refusal says: minutes, never seconds", () => {
    expect(messages.generation.generatorBusy(3)).toBe(
      "The generator is busy with other notes right now. Please try again in 1 minute.",
    );
    expect(messages.generation.generatorBusy(3)).not.toMatch(/second/);
  });
});
