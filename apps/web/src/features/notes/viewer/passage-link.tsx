import { QuoteIcon } from "lucide-react";
import { useMemo } from "react";
import { findPassage } from "./find-passage";

type Show = (passage: string) => void;

/**
 * Jumps to a passage in the note: it is marked, scrolled to and focused. A button (it acts on this page), styled
 * as a link; Tab to it, Enter or Space.
 */
export function ShowInNoteLink({ passage, onShow }: { passage: string; onShow: Show }) {
  return (
    <button
      type="button"
      className="w-fit rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      onClick={() => onShow(passage)}
    >
      Show in note
    </button>
  );
}

/**
 * The passage of the note a generated item comes from (grounding, issue 8), quoted as text, with a link that
 * jumps to it in the note. A passage the note no longer holds (the note was edited since) says so instead.
 */
export function PassageQuote({
  passage,
  content,
  onShow,
}: {
  passage: string;
  content: string;
  onShow: Show;
}) {
  const inNote = useMemo(() => findPassage(content, passage) !== null, [content, passage]);
  return (
    <figure
      className="flex flex-col gap-1 border-l-2 border-primary/40 pl-3 text-sm"
      data-testid="source-passage"
    >
      <figcaption className="text-xs font-medium text-muted-foreground">From the note</figcaption>
      <blockquote className="flex gap-1.5 text-muted-foreground">
        <QuoteIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
        <span className="line-clamp-4 break-words">{passage}</span>
      </blockquote>
      {inNote ? (
        <ShowInNoteLink passage={passage} onShow={onShow} />
      ) : (
        <span className="text-xs text-muted-foreground">This passage is no longer in the note.</span>
      )}
    </figure>
  );
}
