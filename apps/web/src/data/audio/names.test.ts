import { describe, expect, it, vi } from "vitest";
import { isAudioStoreAvailable, mediaName, sidecarName, userFolderPath } from "./opfs";
import { AudioQuotaError, isQuotaError } from "./types";
import { recordingFileName } from "./writer";

// The store itself needs OPFS: it is exercised in Chromium by e2e/lecture-audio-replay.spec.ts. These are the parts
// that need no browser: names, paths and errors.

describe("the audio store's names (issue 23 §1)", () => {
  it("names a recording by its start time, safe in every file system, with the recorder's extension", () => {
    const at = new Date("2026-11-25T01:02:03.000Z");
    expect(recordingFileName(at, "audio/webm;codecs=opus")).toBe("recording-2026-11-25T01-02-03-000Z.webm");
    expect(recordingFileName(at, "audio/ogg;codecs=opus")).toBe("recording-2026-11-25T01-02-03-000Z.ogg");
    expect(recordingFileName(at, "audio/mp4")).toBe("recording-2026-11-25T01-02-03-000Z.m4a");
  });

  it("keeps each recording as <id>.audio and <id>.json, and refuses an id that is not a UUID", () => {
    const id = "0b7c6a4e-2f0d-4a4e-9a8e-3c1b2d4e5f60";
    expect(mediaName(id)).toBe(`${id}.audio`);
    expect(sidecarName(id)).toBe(`${id}.json`);
    expect(() => mediaName("../other-user/x")).toThrow("Not a recording id");
    expect(() => sidecarName("")).toThrow("Not a recording id");
  });

  it("puts a user's audio in lectern-audio/<user id> and refuses to guess a user", () => {
    expect(userFolderPath("user-1")).toEqual(["lectern-audio", "user-1"]);
    expect(() => userFolderPath(undefined)).toThrow("nobody is signed in");
  });

  it("says when the browser has no OPFS", () => {
    vi.stubGlobal("navigator", { storage: { getDirectory: async () => ({}) } });
    expect(isAudioStoreAvailable()).toBe(true);
    vi.stubGlobal("navigator", { storage: {} });
    expect(isAudioStoreAvailable()).toBe(false);
    vi.stubGlobal("navigator", {});
    expect(isAudioStoreAvailable()).toBe(false);
    vi.unstubAllGlobals();
  });

  it("knows a quota error from other storage errors", () => {
    expect(isQuotaError(new DOMException("full", "QuotaExceededError"))).toBe(true);
    expect(isQuotaError(new DOMException("gone", "NotFoundError"))).toBe(false);
    expect(isQuotaError(new Error("QuotaExceededError"))).toBe(false);
    expect(new AudioQuotaError()).toBeInstanceOf(Error);
    expect(new AudioQuotaError().name).toBe("AudioQuotaError");
  });
});
