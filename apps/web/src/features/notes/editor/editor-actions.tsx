import { messages } from "@lectern/core";
import { SaveIcon, SparklesIcon } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/ui/button";
import { notify } from "@/ui/toaster";
import { ExportMenu } from "../shared/export-menu";
import { FlashcardDialog } from "../shared/flashcard-dialog";
import type { NoteEditorState } from "./use-note-editor";

/** Save Note (disabled, with the reason, until the note can be saved — spec 1 §2), export, flashcards. */
export function EditorActions({ editor }: { editor: NoteEditorState }) {
  const hintId = useId();
  const [flashcardsOpen, setFlashcardsOpen] = useState(false);
  const { draft } = editor;
  const showHint = editor.saveProblem !== null;
  return (
    // Sticky on wider screens, so Save stays in reach below a long note.
    <div className="flex flex-col gap-2 sm:sticky sm:bottom-3 sm:z-10 sm:shadow-sm sm:rounded-lg sm:border sm:bg-background/95 sm:p-3 sm:backdrop-blur">
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={!editor.canSave} aria-describedby={showHint ? hintId : undefined}>
          <SaveIcon aria-hidden="true" />
          {messages.notes.saveNote}
        </Button>
        <ExportMenu note={() => draft} disabled={!draft.title.trim() && !draft.content.trim()} />
        <Button variant="outline" onClick={() => setFlashcardsOpen(true)}>
          <SparklesIcon aria-hidden="true" />
          Generate Flashcards
        </Button>
      </div>
      {showHint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {editor.saveProblem}
        </p>
      )}
      <FlashcardDialog
        open={flashcardsOpen}
        onOpenChange={setFlashcardsOpen}
        // spec 1 §8: the editor's dialog says where the cards went; the editor stays open.
        note={editor.stored}
        onCreated={() => notify.success(messages.notes.flashcardsCreatedToast)}
      />
    </div>
  );
}
