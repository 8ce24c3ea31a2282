import { describe, expect, it } from "vitest";
import type { RecordingWriter, StoredAudio } from "./audio-store";
import { MemorySink, StoreSink } from "./recording-sink";

/** A writer that keeps what it was given and can be told to fail at the n-th append (like a full disk). */
function fakeWriter(failAt = Number.POSITIVE_INFINITY) {
  const written: string[] = [];
  let finishedWith: number | null = null;
  const writer: RecordingWriter = {
    id: "rec-1",
    async append(slice) {
      if (written.length + 1 >= failAt) throw new Error("QuotaExceededError");
      // Slices land in order even though each write takes its own time.
      await new Promise((r) => setTimeout(r, Math.random() * 5));
      written.push(await slice.text());
    },
    async finish(seconds) {
      finishedWith = seconds;
      return { id: "rec-1", seconds, bytes: written.join("").length } as StoredAudio;
    },
    async abort() {},
  };
  return { writer, written, finished: () => finishedWith };
}

describe("StoreSink (issue 23 §1)", () => {
  it("appends every slice in order, then closes the file and reads it back", async () => {
    const { writer, written, finished } = fakeWriter();
    const sink = new StoreSink(
      writer,
      async (id) => new File(written, `${id}.webm`),
      () => {},
    );
    for (const part of ["a", "b", "c", "d"]) sink.push(new Blob([part]));
    const done = await sink.finish(4.2);
    expect(written).toEqual(["a", "b", "c", "d"]);
    expect(finished()).toBe(4.2);
    expect(done.stored?.id).toBe("rec-1");
    expect(await done.file.text()).toBe("abcd");
  });

  it("reports the first failed write once, drops later slices and keeps what was written", async () => {
    const { writer, written } = fakeWriter(3);
    const failures: unknown[] = [];
    const sink = new StoreSink(
      writer,
      async () => new File(written, "r.webm"),
      (e) => failures.push(e),
    );
    for (const part of ["a", "b", "c", "d"]) sink.push(new Blob([part]));
    const done = await sink.finish(4);
    expect(failures).toHaveLength(1);
    expect(await done.file.text()).toBe("ab");
  });
});

describe("MemorySink", () => {
  it("holds the slices as one file of the recorder's type", async () => {
    const sink = new MemorySink("recording.webm", "audio/webm");
    sink.push(new Blob(["x"]));
    sink.push(new Blob(["y"]));
    const done = await sink.finish();
    expect(done.stored).toBeNull();
    expect(done.file.type).toBe("audio/webm");
    expect(await done.file.text()).toBe("xy");
  });
});
