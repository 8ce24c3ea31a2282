import { ScreenPlaceholder } from "@/ui/screen-placeholder";

// spec 2 §2: camera capture and OCR.
export function ScanDocumentPage() {
  return <ScreenPlaceholder title="Scan Document" />;
}
