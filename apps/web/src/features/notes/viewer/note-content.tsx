import { useEffect, useMemo, useRef } from "react";
import { Card } from "@/ui/card";
import { findPassage } from "./find-passage";

/** A passage the reader asked to see; `seq` changes on every request, so asking again scrolls again. */
export type PassageRequest = { text: string; seq: number };

/**
 * The note's text, always as text (never HTML), with line breaks kept. When a generated item's "Show in note" link
 * is used, its passage is marked, scrolled into view and focused, so keyboard and screen-reader users land on it.
 */
export function NoteContent({ content, passage }: { content: string; passage: PassageRequest | null }) {
  const range = useMemo(() => (passage ? findPassage(content, passage.text) : null), [content, passage]);
  const markRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!passage || !range) return;
    const mark = markRef.current;
    mark?.scrollIntoView({ block: "center" });
    mark?.focus({ preventScroll: true });
  }, [passage, range]);

  return (
    <Card className="p-4 sm:p-6">
      <h2 className="sr-only">Content</h2>
      <div data-testid="note-content" className="leading-relaxed break-words whitespace-pre-wrap">
        {range ? (
          <>
            {content.slice(0, range.start)}
            <mark
              ref={markRef}
              id="note-passage"
              tabIndex={-1}
              data-testid="note-passage"
              className="rounded-sm bg-amber-200 text-gray-950 outline-none ring-amber-500 ring-offset-1 focus-visible:ring-2 dark:bg-amber-300"
            >
              {content.slice(range.start, range.end)}
            </mark>
            {content.slice(range.end)}
          </>
        ) : (
          content
        )}
      </div>
    </Card>
  );
}
