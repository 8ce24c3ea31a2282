import { ScreenPlaceholder } from "@/ui/screen-placeholder";

// Linked from the landing page footer.
export function TermsPage() {
  return <ScreenPlaceholder title="Terms of Service" />;
}
