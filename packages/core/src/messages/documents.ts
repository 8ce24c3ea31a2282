// Document upload, camera scan and extraction — spec 2 §2, §5, §8.

export const documents = {
  signInToUpload: "Please sign in to upload documents",
  selectFiles: "Please select files to process",
  unsupportedFileType: "Unsupported file type",
  invalidFileType: "Please select only PDF, DOCX, or image files (JPEG, PNG, GIF, BMP, TIFF, WebP)",
  /** Lectern wording: spec 2 §5 sets 5 MB and §8 refers to "the size message" without quoting it. */
  fileTooLarge: "File size must be less than 5MB",
  noTextInPdf: "No text found in PDF",
  docxFailed: "Failed to extract text from DOCX",
  pdfFailed: "PDF processing failed",
  textractTooLarge: "File too large for Textract processing. Maximum size is 5MB...",
  textractBusy: "Textract service is temporarily busy. Please try again in a moment.",
  processFailed: "Failed to process documents. Please try again.",
  noTextToSave: "No text to save",
  /** Text stored for a failed item, with provider 'Error'; excluded from saving (spec 2 §8). */
  errorProcessingImage: (n: number, message: string) => `Error processing image ${n}: ${message}`,
  extractText: "Extract Text",
  clearAll: "Clear All",
  continue: "Continue",
  copyAllText: "Copy All Text",
  /** Lectern wording (issue 19 abuse cases): a DOCX that would inflate past the limit is never opened. */
  docxTooLarge: "This DOCX expands to too much data to open safely. Please split it or save it as PDF.",
  /** Lectern wording: an image too large to decode safely, refused from its header. */
  imageTooLarge: "This image is too large to process (at most 10,000 pixels per side and 50 megapixels).",
  /** Lectern wording: leptonica reads uncompressed, LZW and JPEG TIFF only. */
  tiffCompressionUnsupported:
    "This TIFF uses a compression that cannot be read. Please save it as PNG or uncompressed TIFF.",
  /** Lectern wording: the PDF reader stops at spec 2 §9's 1000 pages (or the request's page limit). */
  pagesSkipped: (read: number, total: number) => `Only the first ${read} of ${total} pages were read.`,
} as const;

export const scan = {
  startCamera: "Start Camera",
  uploadImages: "Upload Images",
  capture: "Capture",
  switchToFront: "Switch to Front",
  switchToBack: "Switch to Back",
  stopCamera: "Stop Camera",
  backToOptions: "Back to options",
  extractTextFromImages: "Extract Text from Images",
  saveAsNote: "Save as Note",
  captureFirst: "Please capture some images first",
  signInToProcessImages: "Please sign in to process images",
  processImagesFailed: "Failed to process images. Please try again.",
} as const;

export const camera = {
  accessDenied: "Camera access denied. Please enable camera permissions in your browser settings.",
  noDevice: "No camera device found",
  inUse: "Camera is already in use by another application",
  unsupportedConstraints: "Camera doesn't support requested constraints",
  permissionDenied: "Camera permission denied",
  invalidConstraints: "Invalid constraints",
  cannotAccess: "Cannot access camera",
  videoPlaybackFailed: (message: string) => `Failed to start video playback: ${message}`,
  cameraError: (message: string) => `Camera error: ${message}`,
  reloadAndTryAgain: "Reload and try again",
  noAlternateCamera: "Could not find alternate camera",
  switchFailed: "Failed to switch camera. Please try again.",
} as const;
