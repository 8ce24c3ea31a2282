import { describe, expect, it } from "vitest";
import { AUDIO_MAX_BYTES } from "../constants/recording.ts";
import { messages } from "../messages.ts";
import { hasEnoughSamples, isAllowedAudioType, validateAudioFile } from "./validate.ts";

const invalid = { ok: false, message: "Please select a valid audio file (WAV, MP3, M4A, WebM, OGG)" };
const tooLarge = { ok: false, message: "File size must be less than 100MB" };

describe("validateAudioFile (spec 1 §5)", () => {
  it.each([
    ["lecture.wav", "audio/wav"],
    ["lecture.wav", "audio/x-wav"],
    ["lecture.mp3", "audio/mpeg"],
    ["lecture.mpeg", "audio/mpeg"],
    ["lecture.m4a", "audio/x-m4a"],
    ["lecture.m4a", "audio/mp4"],
    ["lecture.webm", "audio/webm"],
    ["recording.webm", "audio/webm;codecs=opus"],
    ["lecture.ogg", "audio/ogg"],
  ])("accepts %s (%s)", (name, type) => {
    expect(validateAudioFile({ name, type, size: 1000 })).toEqual({ ok: true });
  });

  it("knows the type by extension when the browser reports none or a generic one", () => {
    expect(validateAudioFile({ name: "Lecture.MP3", type: "", size: 10 })).toEqual({ ok: true });
    expect(validateAudioFile({ name: "talk.webm", type: "video/webm", size: 10 })).toEqual({ ok: true });
    expect(validateAudioFile({ name: "talk.ogg", type: "application/octet-stream", size: 10 })).toEqual({
      ok: true,
    });
  });

  it("refuses other types with the spec's message", () => {
    expect(validateAudioFile({ name: "notes.pdf", type: "application/pdf", size: 10 })).toEqual(invalid);
    expect(validateAudioFile({ name: "song.flac", type: "audio/flac", size: 10 })).toEqual(invalid);
    expect(validateAudioFile({ name: "README", type: "", size: 10 })).toEqual(invalid);
    expect(validateAudioFile({ name: "wav", type: "text/plain", size: 10 })).toEqual(invalid);
    expect(invalid.message).toBe(messages.recording.invalidAudioFile);
  });

  it("needs the size under 100 MB", () => {
    const file = { name: "lecture.mp3", type: "audio/mpeg" };
    expect(AUDIO_MAX_BYTES).toBe(100 * 1024 * 1024);
    expect(validateAudioFile({ ...file, size: AUDIO_MAX_BYTES - 1 })).toEqual({ ok: true });
    expect(validateAudioFile({ ...file, size: AUDIO_MAX_BYTES })).toEqual(tooLarge);
    expect(validateAudioFile({ ...file, size: 2 * AUDIO_MAX_BYTES })).toEqual(tooLarge);
    expect(tooLarge.message).toBe(messages.recording.audioTooLarge);
  });

  it("reports the type before the size", () => {
    expect(validateAudioFile({ name: "big.pdf", type: "application/pdf", size: AUDIO_MAX_BYTES })).toEqual(
      invalid,
    );
  });

  it("isAllowedAudioType ignores MIME parameters and case", () => {
    expect(isAllowedAudioType({ name: "x", type: "AUDIO/OGG; codecs=vorbis" })).toBe(true);
    expect(isAllowedAudioType({ name: "x", type: "audio/aac" })).toBe(false);
  });
});

describe("hasEnoughSamples (spec 1 §9: at least 16000 samples required)", () => {
  it("draws the line at 16000", () => {
    expect(hasEnoughSamples(0)).toBe(false);
    expect(hasEnoughSamples(15999)).toBe(false);
    expect(hasEnoughSamples(16000)).toBe(true);
    expect(hasEnoughSamples(16001)).toBe(true);
  });
});
