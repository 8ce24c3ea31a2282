import { ScreenPlaceholder } from "@/ui/screen-placeholder";

// spec 2 §2: deckId is 'due', 'uncategorized_flashcards', 'direct' or a note id.
export function FlashcardStudyPage() {
  return <ScreenPlaceholder title="Flashcard Study" />;
}
