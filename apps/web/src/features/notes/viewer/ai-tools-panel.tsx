import {
  aiToolsUnavailableMessage,
  FLASHCARD_CREATION_REDIRECT_MS,
  messages,
  type Note,
} from "@lectern/core";
import { FileTextIcon, Layers3Icon, ListChecksIcon, SparklesIcon, WandSparklesIcon } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useNavigate } from "react-router";
import { type GenerationOutcome, useDeviceEngineAvailable, useGeneration } from "@/data/ai";
import { useSyncStatus } from "@/data/connectivity";
import { Button } from "@/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/ui/card";
import { notify } from "@/ui/toaster";
import { FlashcardDialog, type FlashcardsCreated } from "../shared/flashcard-dialog";
import { GenerationStatus } from "../shared/generation-status";
import { EnhanceDialog } from "./enhance-dialog";

/** The enhanced text with the note text it was made from (the note may change while the engine works). */
type Enhanced = Extract<GenerationOutcome, { kind: "enhance" }> & { sourceContent: string };

/**
 * The viewer's AI tools, the owner's only (spec 2 §6): Create Flashcards, Generate Summary, Enhance Content and
 * Create Quiz. They run on the server, or with the local engine on this device when offline; 'AI tools require
 * an internet connection…' is said only when no engine can run.
 */
export function AiToolsPanel({ note, owner }: { note: Note; owner: boolean }) {
  const headingId = useId();
  const { online } = useSyncStatus();
  const deviceEngine = useDeviceEngineAvailable();
  const navigate = useNavigate();
  const generation = useGeneration();
  const [flashcardsOpen, setFlashcardsOpen] = useState(false);
  const [enhanced, setEnhanced] = useState<Enhanced | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const unavailable = aiToolsUnavailableMessage({ owner, online, deviceEngine });
  const { state } = generation;
  const source = { id: note.id, title: note.title, content: note.content, tags: note.tags };

  // spec 2 §4: after flashcards are created the app moves on to the study deck after 1.5 s. Fewer cards than
  // asked are told by useGeneration's notice, which stays long enough to be read on the study deck.
  useEffect(() => {
    if (!redirecting) return;
    const timer = setTimeout(() => navigate("/study"), FLASHCARD_CREATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [redirecting, navigate]);

  const flashcardsCreated = (outcome: FlashcardsCreated) => {
    notify.success(messages.flashcards.flashcardsCreated(outcome.count, outcome.providerLabel));
    setRedirecting(true);
  };

  const summarise = async () => {
    await generation.run({ kind: "summary", note: source });
  };
  const enhance = async () => {
    const outcome = await generation.run({ kind: "enhance", note: source });
    if (outcome?.kind === "enhance") setEnhanced({ ...outcome, sourceContent: source.content });
  };

  // spec 2 §2: quiz setup can be entered from the viewer with the note passed along.
  const createQuiz = () => {
    try {
      navigate("/quiz-setup", {
        // The owner too: the setup checks it when this device does not hold the note (spec 2 §5).
        state: {
          noteId: note.id,
          title: note.title,
          content: note.content,
          tags: note.tags,
          userId: note.user_id,
        },
      });
    } catch {
      notify.error(messages.notes.quizSetupNavigationFailed);
    }
  };

  const busy = generation.busy || redirecting;
  return (
    <Card role="region" aria-labelledby={headingId} data-testid="ai-tools">
      <CardHeader className="pb-4">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
          <SparklesIcon className="size-5 text-primary" aria-hidden="true" />
          AI Tools
        </h2>
        <CardDescription>
          {unavailable ??
            (online
              ? "Turn this note into study material: flashcards, a summary or a quiz."
              : "You are offline: the tools run on this device and what they make syncs when you reconnect.")}
        </CardDescription>
      </CardHeader>
      {!unavailable && (
        <CardContent className="flex flex-col gap-2">
          <Button
            variant="outline"
            className="justify-start"
            disabled={busy}
            onClick={() => setFlashcardsOpen(true)}
          >
            <Layers3Icon aria-hidden="true" />
            Create Flashcards
          </Button>
          <Button
            variant="outline"
            className="justify-start"
            disabled={busy}
            onClick={() => void summarise()}
          >
            <FileTextIcon aria-hidden="true" />
            Generate Summary
          </Button>
          <Button variant="outline" className="justify-start" disabled={busy} onClick={() => void enhance()}>
            <WandSparklesIcon aria-hidden="true" />
            Enhance Content
          </Button>
          <Button variant="outline" className="justify-start" disabled={busy} onClick={createQuiz}>
            <ListChecksIcon aria-hidden="true" />
            Create Quiz
          </Button>
          {state.status === "running" && <GenerationStatus state={state} onCancel={generation.cancel} />}
          {state.status === "done" && state.outcome.kind === "summary" && (
            <p role="status" className="text-sm">
              Summary saved.{" "}
              <a href="#note-summary" className="font-medium text-primary underline-offset-4 hover:underline">
                Read it below the note
              </a>
            </p>
          )}
          <FlashcardDialog
            open={flashcardsOpen}
            onOpenChange={setFlashcardsOpen}
            note={source}
            onCreated={flashcardsCreated}
          />
          <EnhanceDialog
            note={note}
            enhancedContent={enhanced?.enhancedContent ?? null}
            sourceContent={enhanced?.sourceContent ?? null}
            providerLabel={enhanced?.providerLabel ?? ""}
            onClose={() => setEnhanced(null)}
          />
        </CardContent>
      )}
    </Card>
  );
}
