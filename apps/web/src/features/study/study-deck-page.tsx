import { ScreenPlaceholder } from "@/ui/screen-placeholder";

// spec 2 §2: Flashcards and Quizzes tabs, due banner, deck and quiz cards.
export function StudyDeckPage() {
  return <ScreenPlaceholder title="Study Deck" />;
}
