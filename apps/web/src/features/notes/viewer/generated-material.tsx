import { Card } from "@/ui/card";
import { FlashcardsSection } from "./flashcards-section";
import { QuizzesSection } from "./quizzes-section";
import { SummarySection } from "./summary-section";
import { useGeneratedMaterial } from "./use-generated-material";

/**
 * What was made from this note (issue 8): its summary, flashcards and quizzes, each item with the passage of the
 * note it comes from and a link to it. Nothing is shown until something was made.
 */
export function GeneratedMaterial({
  note,
  onShowPassage,
}: {
  note: { id: string; content: string };
  onShowPassage: (passage: string) => void;
}) {
  const { summary, flashcards, quizzes } = useGeneratedMaterial(note.id);
  const parts = [
    summary && (
      <SummarySection key="summary" summary={summary} content={note.content} onShowPassage={onShowPassage} />
    ),
    flashcards?.length ? (
      <FlashcardsSection
        key="flashcards"
        noteId={note.id}
        flashcards={flashcards}
        content={note.content}
        onShowPassage={onShowPassage}
      />
    ) : null,
    quizzes?.length ? (
      <QuizzesSection key="quizzes" quizzes={quizzes} content={note.content} onShowPassage={onShowPassage} />
    ) : null,
  ].filter(Boolean);
  if (!parts.length) return null;
  return (
    <Card
      className="flex flex-col gap-5 p-4 sm:p-6 [&>section+section]:border-t [&>section+section]:pt-5"
      role="region"
      aria-labelledby="generated-material"
    >
      <h2 id="generated-material" className="text-lg font-semibold">
        Made from this note
      </h2>
      {parts}
    </Card>
  );
}
