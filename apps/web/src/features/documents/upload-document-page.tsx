import { ScreenPlaceholder } from "@/ui/screen-placeholder";

// spec 2 §2: PDF, DOCX and image text extraction.
export function UploadDocumentPage() {
  return <ScreenPlaceholder title="Upload Documents" />;
}
