import { useCallback, useMemo } from "react";
import { Card } from "@/ui/card";
import { MarkdownView } from "@/ui/markdown/markdown-view";
import { findPassage } from "./find-passage";

/** A passage the reader asked to see; `seq` changes on every request, so asking again scrolls again. */
export type PassageRequest = { text: string; seq: number };

/**
 * The note's Markdown, rendered safely (issue 21: never raw HTML). When a generated item's "Show in note" link is
 * used, its passage is marked, scrolled into view and focused, so keyboard and screen-reader users land on it.
 */
export function NoteContent({ content, passage }: { content: string; passage: PassageRequest | null }) {
  // A new range per request (passage changes with seq), so asking for the same passage again scrolls again.
  const range = useMemo(() => (passage ? findPassage(content, passage.text) : null), [content, passage]);
  const show = useCallback((mark: HTMLElement) => {
    mark.scrollIntoView({ block: "center" });
    mark.focus({ preventScroll: true });
  }, []);

  return (
    <Card className="p-4 sm:p-6">
      <h2 className="sr-only">Content</h2>
      <div data-testid="note-content">
        <MarkdownView content={content} highlight={range} onMarkShown={show} />
      </div>
    </Card>
  );
}
