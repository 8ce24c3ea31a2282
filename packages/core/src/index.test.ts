import { describe, expect, it } from "vitest";
import * as core from "./index.ts";

describe("package root", () => {
  it("exports each area without load-order problems", () => {
    expect(core.AUDIO_MAX_BYTES).toBe(104857600);
    expect(core.messages.auth.signedIn).toBe("Signed in successfully!");
    expect(core.noteSchema.shape.title).toBeDefined();
    expect(core.isUuidV4(core.newId())).toBe(true);
    expect(core.formatStudyTime(125)).toBe("2h 5m");
    expect(core.displayName({ email: "kim@example.com" })).toBe("kim");
    expect(core.NOTE_TYPES).toEqual(["manual", "recording", "document", "scan"]);
  });
});
