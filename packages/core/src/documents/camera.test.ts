import { describe, expect, it } from "vitest";
import { messages } from "../messages.ts";
import {
  BASIC_VIDEO_CONSTRAINTS,
  cameraConstraints,
  cameraErrorMessage,
  capturedImageName,
  isConstraintError,
} from "./camera.ts";

const domError = (name: string, message = "") => Object.assign(new Error(message), { name });
const c = messages.camera;

describe("cameraErrorMessage (spec 2 §8)", () => {
  it("maps each getUserMedia failure to the spec's message", () => {
    expect(cameraErrorMessage(domError("NotAllowedError"))).toEqual({
      message: c.accessDenied,
      reloadable: true,
    });
    expect(cameraErrorMessage(domError("NotFoundError")).message).toBe(c.noDevice);
    expect(cameraErrorMessage(domError("NotReadableError")).message).toBe(c.inUse);
    expect(cameraErrorMessage(domError("OverconstrainedError")).message).toBe(c.unsupportedConstraints);
    expect(cameraErrorMessage(domError("SecurityError")).message).toBe(c.permissionDenied);
    expect(cameraErrorMessage(new TypeError("bad"))).toEqual({
      message: c.invalidConstraints,
      reloadable: false,
    });
    expect(cameraErrorMessage(domError("AbortError")).message).toBe(c.cannotAccess);
  });

  it("says 'Camera error: ...' for anything else", () => {
    expect(cameraErrorMessage(domError("WeirdError", "it broke")).message).toBe(c.cameraError("it broke"));
    expect(cameraErrorMessage("gone").message).toBe(c.cameraError("gone"));
  });
});

describe("camera constraints (spec 2 §9)", () => {
  it("prefers the rear camera at 1280x720 within 640x480..1920x1080", () => {
    expect(cameraConstraints("environment")).toEqual({
      video: {
        facingMode: { ideal: "environment" },
        width: { min: 640, ideal: 1280, max: 1920 },
        height: { min: 480, ideal: 720, max: 1080 },
      },
      audio: false,
    });
    expect(BASIC_VIDEO_CONSTRAINTS).toEqual({ video: true, audio: false });
  });

  it("retries with basic video only on a constraint failure", () => {
    expect(isConstraintError(domError("OverconstrainedError"))).toBe(true);
    expect(isConstraintError(domError("NotAllowedError"))).toBe(false);
  });

  it("names captures from 1", () => {
    expect(capturedImageName(1)).toBe("captured-image-1.jpg");
    expect(capturedImageName(12)).toBe("captured-image-12.jpg");
  });
});
