// The Scan Document screen's state (spec 2 §2, §4, §5, §8): initial choice or camera, captured images with
// their thumbnails, one extraction run over them, Save as Note and Copy All Text.

import {
  CAMERA_IMAGE_MIME_TYPE,
  capturedImageName,
  documentNoteState,
  extractedNoteText,
  messages,
  validateDocumentSelection,
} from "@lectern/core";
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { LOGIN_PATH, useAuthSession } from "@/data/auth";
import { copyText } from "./copy-text";
import { useCamera } from "./use-camera";
import { useDocumentLimits } from "./use-document-limits";
import { useExtractionRun } from "./use-extraction-run";

const t = messages.scan;

export type CapturedImage = { id: number; file: File; url: string };

/** A removed thumbnail's object URL is freed at once. */
function forget(held: Set<string>, image: CapturedImage) {
  URL.revokeObjectURL(image.url);
  held.delete(image.url);
}

export function useScan() {
  const navigate = useNavigate();
  const { user } = useAuthSession();
  const limits = useDocumentLimits();
  const camera = useCamera();
  const extraction = useExtractionRun();
  const [mode, setMode] = useState<"initial" | "camera">("initial");
  const [images, setImages] = useState<CapturedImage[]>([]);
  const [error, setError] = useState<string | null>(null);
  // Names stay unique after removals: captured-image-1.jpg, -2, ... in the order taken (spec 2 §3).
  const taken = useRef(0);
  const urls = useRef(new Set<string>());

  // Thumbnails' object URLs are freed with the screen.
  useEffect(() => {
    const held = urls.current;
    return () => {
      for (const url of held) URL.revokeObjectURL(url);
      held.clear();
    };
  }, []);

  // Images already extracted were counted then; the ones waiting will each take one document.
  const [extracted, setExtracted] = useState<ReadonlySet<number>>(new Set());
  const waiting = images.filter((image) => !extracted.has(image.id)).length;
  // Documents left once the waiting images are extracted (spec 2 §4: capture needs one left).
  const capturesLeft = Math.max(0, limits.remaining - waiting);

  const startCamera = useCallback(() => {
    setMode("camera");
    setError(null);
    void camera.start();
  }, [camera]);

  const backToOptions = useCallback(() => {
    camera.stop();
    setMode("initial");
  }, [camera]);

  const capture = useCallback(async () => {
    setError(null);
    if (limits.cannotGenerateReason && capturesLeft > 0) return setError(limits.cannotGenerateReason);
    if (capturesLeft <= 0) return setError(messages.tiers.lifetimeLimitReached);
    const blob = await camera.captureFrame();
    if (!blob) return;
    taken.current += 1;
    const file = new File([blob], capturedImageName(taken.current), { type: CAMERA_IMAGE_MIME_TYPE });
    const url = URL.createObjectURL(file);
    urls.current.add(url);
    setImages((list) => [...list, { id: taken.current, file, url }]);
  }, [camera, capturesLeft, limits.cannotGenerateReason]);

  const removeImage = useCallback((id: number) => {
    setImages((list) => {
      for (const image of list) if (image.id === id) forget(urls.current, image);
      return list.filter((image) => image.id !== id);
    });
  }, []);

  const clearAll = useCallback(() => {
    setImages((list) => {
      for (const image of list) forget(urls.current, image);
      return [];
    });
    extraction.clear();
    setError(null);
  }, [extraction]);

  const extract = useCallback(async () => {
    setError(null);
    if (images.length === 0) return setError(t.captureFirst);
    // spec 2 §5: processing needs a signed-in user, otherwise the message and a redirect to sign-in.
    if (!user) {
      setError(t.signInToProcessImages);
      return navigate(LOGIN_PATH);
    }
    // The upload screen's rules hold here too: a free user cannot extract more images than remain (spec 2 §5).
    const refused = validateDocumentSelection({
      files: images.map(({ file }) => ({ name: file.name, size: file.size })),
      remaining: limits.remaining,
      isFreeTier: limits.isFreeTier,
      cannotGenerateReason: limits.cannotGenerateReason,
    });
    if (refused) return setError(refused);
    try {
      const finished = await extraction.run(
        images.map((image, i) => ({ file: image.file, label: messages.documentScreens.image(i + 1) })),
        {
          tier: limits.tier,
          capturedImage: true,
          failureText: (i, message) => messages.documents.errorProcessingImage(i + 1, message),
        },
      );
      if (finished) setExtracted(new Set(images.map((image) => image.id)));
    } catch {
      setError(t.processImagesFailed);
    }
  }, [extraction, images, limits, navigate, user]);

  const noteText = extractedNoteText(extraction.results);

  const saveAsNote = useCallback(() => {
    if (!noteText) return setError(messages.documents.noTextToSave);
    camera.stop();
    navigate("/note-editor/new", { state: documentNoteState("scan", noteText) });
  }, [camera, navigate, noteText]);

  return {
    limits,
    camera,
    mode,
    startCamera,
    uploadImages: () => navigate("/upload-document"),
    backToOptions,
    images,
    capturesLeft,
    capture,
    removeImage,
    clearAll,
    error,
    dismissError: () => setError(null),
    extraction,
    extract,
    hasText: noteText.length > 0,
    saveAsNote,
    copyAll: () => copyText(noteText),
  };
}

export type ScanScreen = ReturnType<typeof useScan>;
