import { aiToolsUnavailableMessage, messages, type Note } from "@lectern/core";
import { ListChecksIcon, SparklesIcon } from "lucide-react";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { useSyncStatus } from "@/data/connectivity";
import { Button } from "@/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/ui/card";
import { notify } from "@/ui/toaster";
import { FlashcardDialog } from "../shared/flashcard-dialog";

/** The viewer's AI tools: the owner's, online only (spec 2 §6). */
export function AiToolsPanel({ note, owner }: { note: Note; owner: boolean }) {
  const headingId = useId();
  const { online } = useSyncStatus();
  const navigate = useNavigate();
  const [flashcardsOpen, setFlashcardsOpen] = useState(false);
  const unavailable = aiToolsUnavailableMessage({ owner, online });

  // spec 2 §2: quiz setup can be entered from the viewer with the note passed along.
  const createQuiz = () => {
    try {
      navigate("/quiz-setup", {
        state: { noteId: note.id, title: note.title, content: note.content, tags: note.tags },
      });
    } catch {
      notify.error(messages.notes.quizSetupNavigationFailed);
    }
  };

  return (
    <Card role="region" aria-labelledby={headingId} data-testid="ai-tools">
      <CardHeader className="pb-4">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
          <SparklesIcon className="size-5 text-primary" aria-hidden="true" />
          AI Tools
        </h2>
        <CardDescription>
          {unavailable ?? "Turn this note into study material: a quiz or a set of flashcards."}
        </CardDescription>
      </CardHeader>
      {!unavailable && (
        <CardContent className="flex flex-col gap-2">
          <Button variant="outline" className="justify-start" onClick={createQuiz}>
            <ListChecksIcon aria-hidden="true" />
            Create Quiz
          </Button>
          <Button variant="outline" className="justify-start" onClick={() => setFlashcardsOpen(true)}>
            <SparklesIcon aria-hidden="true" />
            Generate Flashcards
          </Button>
          <FlashcardDialog open={flashcardsOpen} onOpenChange={setFlashcardsOpen} />
        </CardContent>
      )}
    </Card>
  );
}
