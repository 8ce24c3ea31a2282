import { describe, expect, it } from "vitest";
import { compareQueueOrder, oldestFirst } from "./queue-order.ts";

describe("oldestFirst (spec 1 §4: queue items go oldest first)", () => {
  it("orders by timestamp", () => {
    const items = [
      { id: "c", timestamp: "2026-03-01T10:00:02.000Z", seq: 1 },
      { id: "a", timestamp: "2026-03-01T10:00:00.000Z", seq: 2 },
      { id: "b", timestamp: "2026-03-01T10:00:01.000Z", seq: 3 },
    ];
    expect(oldestFirst(items).map((item) => item.id)).toEqual(["a", "b", "c"]);
  });

  it("keeps insertion order for equal timestamps", () => {
    const at = "2026-03-01T10:00:00.000Z";
    const items = [
      { id: "third", timestamp: at, seq: 7 },
      { id: "first", timestamp: at, seq: 2 },
      { id: "second", timestamp: at, seq: 5 },
    ];
    expect(oldestFirst(items).map((item) => item.id)).toEqual(["first", "second", "third"]);
  });

  it("compares instants across time zone offsets", () => {
    const utc = { timestamp: "2026-03-01T10:00:00Z", seq: 1 };
    const earlierWithOffset = { timestamp: "2026-03-01T11:59:00+02:00", seq: 2 };
    expect(compareQueueOrder(earlierWithOffset, utc)).toBeLessThan(0);
  });

  it("does not change the input", () => {
    const items = [
      { timestamp: "2026-03-01T10:00:01Z", seq: 1 },
      { timestamp: "2026-03-01T10:00:00Z", seq: 2 },
    ];
    const sorted = oldestFirst(items);
    expect(items[0]?.seq).toBe(1);
    expect(sorted[0]?.seq).toBe(2);
  });
});
