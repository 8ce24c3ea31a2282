export type ExtractProgress = { percent: number; stage: string };

export type ExtractOptions = {
  tier: "free" | "paid";
  signal: AbortSignal;
  onProgress?: (p: ExtractProgress) => void;
  /** Camera captures: deskew + contrast-normalise before OCR (issue 19 §4). */
  capturedImage?: boolean;
};
