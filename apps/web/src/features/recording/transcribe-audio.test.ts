import { describe, expect, it, vi } from "vitest";
import { AudioTooShortError, type Transcribe, transcribeFile } from "./transcribe-audio";

// The decoder is replaced by a generator of ready-made chunks: what is under test is the chunk loop.
const decoded = vi.hoisted(() => ({ chunks: [] as Float32Array[], pulled: 0, closed: false }));
vi.mock("./pipeline", () => ({
  async *decodeToMono16k() {
    try {
      for (const chunk of decoded.chunks) {
        decoded.pulled++;
        yield chunk;
      }
    } finally {
      decoded.closed = true;
    }
  },
}));

function decodesTo(...lengths: number[]) {
  decoded.chunks = lengths.map((n) => new Float32Array(n).fill(0.5));
  decoded.pulled = 0;
  decoded.closed = false;
}

/** Says one word per call, naming its offset and length. */
const transcribe = vi.fn<Transcribe>(async (audio, { offsetSeconds }) => ({
  text: `at${offsetSeconds}:${audio.length}`,
  segments: [{ text: `at${offsetSeconds}`, start: offsetSeconds, end: offsetSeconds + audio.length / 16000 }],
}));

const run = (offsetSeconds = 0) =>
  transcribeFile(new Blob(), { transcribe, offsetSeconds, signal: new AbortController().signal });

describe("transcribeFile", () => {
  it("transcribes chunk by chunk, each at its place in the transcript", async () => {
    decodesTo(480000, 480000, 32000);
    transcribe.mockClear();
    const result = await run(12);
    expect(result.text).toBe("at12:480000 at42:480000 at72:32000");
    expect(result.segments.map((s) => s.start)).toEqual([12, 42, 72]);
    expect(result.seconds).toBe(62);
    expect(decoded.closed).toBe(true);
  });

  it("refuses audio under 16000 samples as a whole (spec 1 §9)", async () => {
    decodesTo(15999);
    transcribe.mockClear();
    await expect(run()).rejects.toBeInstanceOf(AudioTooShortError);
    expect(transcribe).not.toHaveBeenCalled();
    decodesTo();
    await expect(run()).rejects.toBeInstanceOf(AudioTooShortError);
  });

  it("takes exactly 16000 samples, and pads a short last chunk of a longer file", async () => {
    decodesTo(16000);
    expect((await run()).text).toBe("at0:16000");
    decodesTo(480000, 4000);
    const result = await run();
    expect(result.text).toBe("at0:480000 at30:16000");
    expect(result.seconds).toBe(30.25);
  });

  it("decodes the next chunk while one is transcribed, and stops decoding when transcription fails", async () => {
    decodesTo(480000, 480000, 480000, 480000);
    transcribe.mockClear();
    transcribe.mockImplementationOnce(async () => {
      expect(decoded.pulled).toBe(2);
      throw new Error("engine down");
    });
    await expect(run()).rejects.toThrow("engine down");
    expect(decoded.pulled).toBe(2);
    expect(decoded.closed).toBe(true);
  });
});
