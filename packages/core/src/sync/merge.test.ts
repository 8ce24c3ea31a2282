import { describe, expect, it } from "vitest";
import { shouldAcceptRemote } from "./merge.ts";

const T1 = "2026-03-01T10:00:00.000Z";
const T2 = "2026-03-01T10:00:00.001Z";

describe("shouldAcceptRemote (spec 1 §4 note merge)", () => {
  it("adds records the device does not have, tombstones included", () => {
    expect(shouldAcceptRemote(undefined, { updated_at: T1 })).toBe(true);
    expect(shouldAcceptRemote(null, { updated_at: T1, deleted_at: T1 })).toBe(true);
  });

  it("replaces a synced local record only with a newer one", () => {
    expect(shouldAcceptRemote({ updated_at: T1, pending: 0 }, { updated_at: T2 })).toBe(true);
    expect(shouldAcceptRemote({ updated_at: T2, pending: 0 }, { updated_at: T1 })).toBe(false);
  });

  it("never replaces a record with a pending change, however new the remote one", () => {
    expect(shouldAcceptRemote({ updated_at: T1, pending: 1 }, { updated_at: T2 })).toBe(false);
    expect(
      shouldAcceptRemote({ updated_at: T1, pending: true }, { updated_at: "2030-01-01T00:00:00Z" }),
    ).toBe(false);
  });

  it("lets a remote tombstone delete a synced record, but not one with a pending change", () => {
    expect(shouldAcceptRemote({ updated_at: T2, pending: 0 }, { updated_at: T1, deleted_at: T1 })).toBe(true);
    expect(shouldAcceptRemote({ updated_at: T1, pending: 1 }, { updated_at: T2, deleted_at: T2 })).toBe(
      false,
    );
  });

  it("compares instants, not strings, so time zone offsets do not decide", () => {
    // 11:00+02:00 is 09:00Z: older than 10:00Z although it sorts later as a string.
    expect(shouldAcceptRemote({ updated_at: T1 }, { updated_at: "2026-03-01T11:00:00+02:00" })).toBe(false);
    expect(shouldAcceptRemote({ updated_at: T1 }, { updated_at: "2026-03-01T09:00:00-02:00" })).toBe(true);
  });

  it("at an equal updated_at takes the server's later-numbered copy, and only that", () => {
    expect(shouldAcceptRemote({ updated_at: T1 }, { updated_at: T1, server_seq: 4 })).toBe(true);
    expect(shouldAcceptRemote({ updated_at: T1, server_seq: 4 }, { updated_at: T1, server_seq: 4 })).toBe(
      false,
    );
    expect(shouldAcceptRemote({ updated_at: T1, server_seq: 5 }, { updated_at: T1, server_seq: 4 })).toBe(
      false,
    );
    expect(shouldAcceptRemote({ updated_at: T1, server_seq: 4 }, { updated_at: T1, server_seq: 9 })).toBe(
      true,
    );
  });

  it("orders numbered copies by server_seq, never by device clocks (issue 13)", () => {
    // A device whose clock runs a day behind saved the newer version: the server numbered it later.
    expect(
      shouldAcceptRemote(
        { updated_at: T2, server_seq: 4 },
        { updated_at: "2026-02-28T10:00:00Z", server_seq: 9 },
      ),
    ).toBe(true);
    expect(
      shouldAcceptRemote(
        { updated_at: T1, server_seq: 9 },
        { updated_at: "2030-01-01T00:00:00Z", server_seq: 4 },
      ),
    ).toBe(false);
  });

  it("never takes a remote record whose time does not parse over a local one", () => {
    expect(shouldAcceptRemote({ updated_at: T1 }, { updated_at: "yesterday" })).toBe(false);
    expect(shouldAcceptRemote({ updated_at: "garbage" }, { updated_at: T1 })).toBe(true);
  });
});
