// The scan screen's camera (spec 2 §4 states off/starting/active, §8 errors, §9 constraints and JPEG 0.8). The
// stream lives here; the page renders the <video> this hook's ref points at.

import {
  BASIC_VIDEO_CONSTRAINTS,
  CAMERA_IMAGE_MIME_TYPE,
  CAMERA_JPEG_QUALITY,
  type CameraErrorView,
  type CameraFacing,
  cameraConstraints,
  cameraErrorMessage,
  isConstraintError,
  messages,
} from "@lectern/core";
import { useCallback, useEffect, useRef, useState } from "react";

export type CameraState = "off" | "starting" | "active";

const t = messages.camera;

/** spec 2 §9 constraints; on a constraint failure, once more with basic video (spec 2 §8). */
async function openStream(facing: CameraFacing): Promise<MediaStream> {
  try {
    return await navigator.mediaDevices.getUserMedia(cameraConstraints(facing));
  } catch (error) {
    if (!isConstraintError(error)) throw error;
    return navigator.mediaDevices.getUserMedia(BASIC_VIDEO_CONSTRAINTS);
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function countCameras(): Promise<number> {
  try {
    const devices = await navigator.mediaDevices.enumerateDevices();
    return devices.filter((d) => d.kind === "videoinput").length;
  } catch {
    return 1;
  }
}

export function useCamera() {
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  // Each start gets a number: a stream that arrives after a newer start, a stop or unmount is closed at once.
  const attempt = useRef(0);
  const [state, setState] = useState<CameraState>("off");
  const [facing, setFacing] = useState<CameraFacing>("environment");
  const [cameras, setCameras] = useState(0);
  const [error, setError] = useState<CameraErrorView | null>(null);

  const release = useCallback(() => {
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    if (video.current) video.current.srcObject = null;
  }, []);

  const stop = useCallback(() => {
    attempt.current += 1;
    release();
    setState("off");
  }, [release]);

  /** Opens the camera facing `next`; resolves true once the preview plays. */
  const open = useCallback(
    async (next: CameraFacing): Promise<boolean> => {
      const mine = ++attempt.current;
      release();
      setError(null);
      setState("starting");
      let opened: MediaStream;
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new DOMException("", "NotFoundError");
        opened = await openStream(next);
      } catch (failure) {
        if (mine === attempt.current) {
          setState("off");
          setError(cameraErrorMessage(failure));
        }
        return false;
      }
      if (mine !== attempt.current || !video.current) {
        for (const track of opened.getTracks()) track.stop();
        // No preview to show it in (the camera view is gone): back to off rather than 'starting' for ever.
        if (mine === attempt.current) setState("off");
        return false;
      }
      stream.current = opened;
      video.current.srcObject = opened;
      try {
        await video.current.play();
      } catch (failure) {
        if (mine !== attempt.current) return false;
        release();
        setState("off");
        setError({ message: t.videoPlaybackFailed(messageOf(failure)), reloadable: false });
        return false;
      }
      if (mine !== attempt.current) return false;
      setFacing(next);
      setState("active");
      // Labels and the full list are only known once permission is granted.
      setCameras(await countCameras());
      return true;
    },
    [release],
  );

  const start = useCallback(() => open(facing), [facing, open]);

  /** Switch to Front/Back (spec 2 §2): only offered with more than one camera. */
  const switchCamera = useCallback(async () => {
    if (cameras < 2) return setError({ message: t.noAlternateCamera, reloadable: false });
    const ok = await open(facing === "environment" ? "user" : "environment");
    if (!ok) setError((shown) => shown ?? { message: t.switchFailed, reloadable: false });
  }, [cameras, facing, open]);

  /** The current frame as a JPEG at quality 0.8 (spec 2 §9), or null when there is no frame. */
  const captureFrame = useCallback(async (): Promise<Blob | null> => {
    const source = video.current;
    if (!source || state !== "active" || !source.videoWidth) return null;
    const canvas = document.createElement("canvas");
    canvas.width = source.videoWidth;
    canvas.height = source.videoHeight;
    canvas.getContext("2d")?.drawImage(source, 0, 0, canvas.width, canvas.height);
    return new Promise((resolve) => canvas.toBlob(resolve, CAMERA_IMAGE_MIME_TYPE, CAMERA_JPEG_QUALITY));
  }, [state]);

  // spec 2 §4: leaving the screen stops the camera.
  useEffect(
    () => () => {
      attempt.current += 1;
      release();
    },
    [release],
  );

  return {
    video,
    state,
    facing,
    canSwitch: cameras > 1,
    error,
    dismissError: () => setError(null),
    start,
    stop,
    switchCamera,
    captureFrame,
  };
}

export type Camera = ReturnType<typeof useCamera>;
