import { ScreenPlaceholder } from "@/ui/screen-placeholder";

// spec 2 §2: pick a note, topics, format, count, difficulty and time limit.
export function QuizSetupPage() {
  return <ScreenPlaceholder title="Quiz Setup" />;
}
