import { ScreenPlaceholder } from "@/ui/screen-placeholder";

// spec 2 §2: the note viewer.
export function NotePage() {
  return <ScreenPlaceholder title="Note" />;
}
