import { describe, expect, it } from "vitest";
import { RecordingClock } from "./recording-clock";

describe("RecordingClock (spec 1 §4: counts only while recording and not paused)", () => {
  it("counts running time and stands still while held", () => {
    let now = 0;
    const clock = new RecordingClock(() => now);
    expect(clock.elapsedSeconds).toBe(0);
    clock.run();
    now = 2500;
    expect(clock.elapsedSeconds).toBe(2);
    clock.hold();
    now = 60_000;
    expect(clock.elapsedMs).toBe(2500);
    clock.run();
    now = 61_600;
    expect(clock.elapsedSeconds).toBe(4);
    clock.run(); // running again changes nothing
    now = 62_000;
    expect(clock.elapsedMs).toBe(4500);
  });

  it("goes back to zero on reset", () => {
    let now = 0;
    const clock = new RecordingClock(() => now);
    clock.run();
    now = 5000;
    clock.reset();
    now = 9000;
    expect(clock.elapsedMs).toBe(0);
  });
});
