import { ScreenPlaceholder } from "@/ui/screen-placeholder";

// spec 2 §2: timed quiz and its results.
export function QuizPage() {
  return <ScreenPlaceholder title="Quiz" />;
}
