import { ScreenPlaceholder } from "@/ui/screen-placeholder";

// Linked from the landing page footer.
export function PrivacyPage() {
  return <ScreenPlaceholder title="Privacy Policy" />;
}
