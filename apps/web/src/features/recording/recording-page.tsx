import { ScreenPlaceholder } from "@/ui/screen-placeholder";

// spec 1 §2: model status, record, upload, live transcript, Save as Note.
export function RecordingPage() {
  return <ScreenPlaceholder title="Recording" />;
}
