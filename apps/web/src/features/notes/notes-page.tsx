import { ScreenPlaceholder } from "@/ui/screen-placeholder";

// spec 1 §2: search, filters, sort, note cards, floating actions.
export function NotesPage() {
  return <ScreenPlaceholder title="Notes" />;
}
