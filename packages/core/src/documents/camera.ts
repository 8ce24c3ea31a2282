// The camera of the scan screen — spec 2 §4 (states), §8 (camera errors), §9 (constraints, JPEG 0.8).

import { CAMERA_RESOLUTION } from "../constants/documents.ts";
import { messages } from "../messages.ts";

export type CameraFacing = "environment" | "user";

type Range = { min: number; ideal: number; max: number };
/** The part of the DOM's MediaStreamConstraints the scan screen uses (core has no DOM types). */
export type CameraConstraints = {
  video: true | { facingMode: { ideal: CameraFacing }; width: Range; height: Range };
  audio: false;
};

/** spec 2 §9: rear camera preferred, ideal 1280x720, min 640x480, max 1920x1080; no audio. */
export function cameraConstraints(facing: CameraFacing): CameraConstraints {
  const { ideal, min, max } = CAMERA_RESOLUTION;
  return {
    video: {
      facingMode: { ideal: facing },
      width: { min: min.width, ideal: ideal.width, max: max.width },
      height: { min: min.height, ideal: ideal.height, max: max.height },
    },
    audio: false,
  };
}

/** spec 2 §8: "On a constraint failure it retries with basic video." */
export const BASIC_VIDEO_CONSTRAINTS: CameraConstraints = { video: true, audio: false };

/** Whether getUserMedia failed on the constraints, so the basic-video retry applies. */
export function isConstraintError(error: unknown): boolean {
  const name = errorName(error);
  return name === "OverconstrainedError" || name === "ConstraintNotSatisfiedError";
}

/** Captured images are named captured-image-N.jpg, N from 1 (spec 2 §3). */
export function capturedImageName(n: number): string {
  return `captured-image-${n}.jpg`;
}

export type CameraErrorView = {
  message: string;
  /** The permission error shows a 'Reload and try again' button (spec 2 §8). */
  reloadable: boolean;
};

function errorName(error: unknown): string {
  return typeof error === "object" && error !== null && "name" in error ? String(error.name) : "";
}

function errorMessage(error: unknown): string {
  if (typeof error === "object" && error !== null && "message" in error) return String(error.message);
  return String(error);
}

/** getUserMedia's DOMException names (and the older Chrome aliases) → spec 2 §8's messages. */
const CAMERA_ERRORS: Record<string, CameraErrorView> = {
  NotAllowedError: { message: messages.camera.accessDenied, reloadable: true },
  PermissionDeniedError: { message: messages.camera.accessDenied, reloadable: true },
  NotFoundError: { message: messages.camera.noDevice, reloadable: false },
  DevicesNotFoundError: { message: messages.camera.noDevice, reloadable: false },
  NotReadableError: { message: messages.camera.inUse, reloadable: false },
  TrackStartError: { message: messages.camera.inUse, reloadable: false },
  OverconstrainedError: { message: messages.camera.unsupportedConstraints, reloadable: false },
  ConstraintNotSatisfiedError: { message: messages.camera.unsupportedConstraints, reloadable: false },
  SecurityError: { message: messages.camera.permissionDenied, reloadable: false },
  TypeError: { message: messages.camera.invalidConstraints, reloadable: false },
  AbortError: { message: messages.camera.cannotAccess, reloadable: false },
};

/** spec 2 §8: the message for a camera failure; anything unknown is 'Camera error: ...'. */
export function cameraErrorMessage(error: unknown): CameraErrorView {
  return (
    CAMERA_ERRORS[errorName(error)] ?? {
      message: messages.camera.cameraError(errorMessage(error)),
      reloadable: false,
    }
  );
}
