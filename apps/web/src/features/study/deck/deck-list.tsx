import { type FlashcardDeck, messages } from "@lectern/core";
import { UploadIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "@/ui/button-variants";
import { Spinner } from "@/ui/spinner";
import { DeckCard } from "./deck-card";
import { DeckListExportMenu } from "./deck-export-menu";
import type { StartGuard } from "./use-start-guard";

const t = messages.study;

export interface DeckListProps {
  decks: FlashcardDeck[];
  loading: boolean;
  examDates: Record<string, string>;
  guard: StartGuard;
}

/** The Flashcards tab (spec 2 §2): the deck cards, or a way to /notes when there are none. */
export function DeckList({ decks, loading, examDates, guard }: DeckListProps) {
  if (loading) return <Spinner label={messages.app.loading} showLabel className="justify-center py-14" />;
  if (decks.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed px-6 py-12 text-center">
        <p className="max-w-md text-muted-foreground">{t.noDecks}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <Link to="/notes" className={buttonVariants({ variant: "outline" })}>
            {t.goToNotes}
          </Link>
          <Link to="/import-cards" className={buttonVariants({ variant: "outline" })}>
            <UploadIcon aria-hidden="true" />
            {messages.decks.importLink}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {/* issue 22: decks in and out. */}
      <div className="flex flex-wrap justify-end gap-2" data-testid="deck-toolbar">
        <Link to="/import-cards" className={buttonVariants({ variant: "outline", size: "sm" })}>
          <UploadIcon aria-hidden="true" />
          {messages.decks.importLink}
        </Link>
        <DeckListExportMenu />
      </div>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t.tabFlashcards}>
        {decks.map((deck) => (
          <li key={deck.id}>
            <DeckCard deck={deck} examAt={examDates[deck.id]} guard={guard} />
          </li>
        ))}
      </ul>
    </div>
  );
}
