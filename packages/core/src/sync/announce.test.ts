import { describe, expect, it } from "vitest";
import { shouldAnnounceAllSynced, shouldAnnounceSyncing } from "./announce.ts";

describe("shouldAnnounceSyncing (spec 1 §8: more than 3 pending)", () => {
  it("stays quiet for up to 3 pending changes", () => {
    expect([0, 1, 2, 3].map(shouldAnnounceSyncing)).toEqual([false, false, false, false]);
  });

  it("announces from 4 on", () => {
    expect([4, 5, 100].map(shouldAnnounceSyncing)).toEqual([true, true, true]);
  });
});

describe("shouldAnnounceAllSynced (spec 1 §4: when pending drops to 0)", () => {
  it("announces the drop to zero", () => {
    expect(shouldAnnounceAllSynced(1, 0)).toBe(true);
    expect(shouldAnnounceAllSynced(12, 0)).toBe(true);
  });

  it("stays quiet when nothing was pending or something still is", () => {
    expect(shouldAnnounceAllSynced(0, 0)).toBe(false);
    expect(shouldAnnounceAllSynced(5, 2)).toBe(false);
    expect(shouldAnnounceAllSynced(0, 3)).toBe(false);
  });
});
