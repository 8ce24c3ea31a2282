import { ScreenPlaceholder } from "@/ui/screen-placeholder";

// spec 2 §2: tiles, weekly activity, subjects, weak areas, goals, reviews.
export function ProgressPage() {
  return <ScreenPlaceholder title="Progress Dashboard" />;
}
