import { describe, expect, it } from "vitest";
import { audioLinksOf, linkRecordingAudio } from "./link-note-audio";

describe("linking kept audio to the saved note (issue 23 §1)", () => {
  it("reads only well-formed links from the navigation state", () => {
    expect(audioLinksOf(null)).toEqual([]);
    expect(audioLinksOf({ audio: "x" })).toEqual([]);
    expect(
      audioLinksOf({
        audio: [{ id: "a", offsetSeconds: 0 }, { id: 3 }, null, { id: "b", offsetSeconds: -1 }],
      }),
    ).toEqual([
      { id: "a", offsetSeconds: 0 },
      { id: "b", offsetSeconds: 0 },
    ]);
  });

  it("links each one to the note; one that is gone is skipped", async () => {
    const calls: unknown[] = [];
    const store = {
      updateAudio: async (id: string, patch: object) => {
        if (id === "gone") throw new Error("missing");
        calls.push({ id, ...patch });
        return {} as never;
      },
    };
    const state = {
      audio: [
        { id: "a", offsetSeconds: 0 },
        { id: "gone", offsetSeconds: 5 },
        { id: "b", offsetSeconds: 20.5 },
      ],
    };
    expect(await linkRecordingAudio("note-1", state, store)).toBe(2);
    expect(calls).toEqual([
      { id: "a", noteId: "note-1", offsetSeconds: 0 },
      { id: "b", noteId: "note-1", offsetSeconds: 20.5 },
    ]);
  });
});
