import { describe, expect, it } from "vitest";
import { dueText } from "./due-text";

describe("an upcoming review's due text", () => {
  const now = new Date("2026-11-24T12:00:00Z");
  const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
  it("counts whole days, hours or minutes ahead and back", () => {
    expect(dueText(at(2 * 86_400_000 - 5_000), now)).toBe("Due in 1 day");
    expect(dueText(at(10 * 86_400_000), now)).toBe("Due in 10 days");
    expect(dueText(at(3 * 3_600_000), now)).toBe("Due in 3 hours");
    expect(dueText(at(90_000), now)).toBe("Due in 1 minute");
    expect(dueText(at(-400 * 86_400_000), now)).toBe("Overdue by 400 days");
    expect(dueText(at(-30_000), now)).toBe("Due now");
    expect(dueText("not a date", now)).toBe("");
  });
});
