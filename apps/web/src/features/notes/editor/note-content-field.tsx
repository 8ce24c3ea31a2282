import { messages } from "@lectern/core";
import { ColumnsIcon, EyeIcon, PencilIcon } from "lucide-react";
import { useDeferredValue, useEffect, useState } from "react";
import { cn } from "@/ui/cn";
import { Label } from "@/ui/label";
import { MarkdownView, preloadMarkdown } from "@/ui/markdown/markdown-view";
import { Textarea } from "@/ui/textarea";
import { MarkdownToolbar } from "./markdown-toolbar";
import { useMarkdownTextarea } from "./use-markdown-textarea";

type View = "write" | "preview" | "split";

/** Past this size the preview waits for a pause in typing (a run of KaTeX and highlighting cannot be cut short). */
const LARGE_NOTE = 20_000;
const PREVIEW_PAUSE_MS = 250;

/** The content the preview shows: at once for a short note, after a pause in typing for a long one. */
function usePreviewText(value: string, active: boolean): string {
  const [shown, setShown] = useState(value);
  const wait = active && value.length > LARGE_NOTE;
  // Starting to wait (Preview opened on a long note) starts from the text as it is now.
  const [waiting, setWaiting] = useState(wait);
  if (waiting !== wait) {
    setWaiting(wait);
    setShown(value);
  }
  useEffect(() => {
    if (!wait) return;
    const timer = setTimeout(() => setShown(value), PREVIEW_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value, wait]);
  return wait ? shown : value;
}

const TOGGLE =
  "inline-flex h-8 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-pressed:bg-secondary aria-pressed:text-foreground";

/**
 * The note's content (spec 1 §2: the large text area), plain Markdown underneath (issue 21 Deliver 1): a
 * formatting toolbar with shortcuts, HTML pasted as Markdown, a Preview toggle and, on wide screens, the preview
 * beside the text. The preview follows typing at a lower priority (useDeferredValue), and in a long note only
 * after a pause in typing, so keys never wait on it (issue 21 Deliver 4).
 */
export function NoteContentField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (content: string) => void;
}) {
  const [view, setView] = useState<View>("write");
  const textarea = useMarkdownTextarea();
  const writing = view !== "preview";
  const previewing = view !== "write";
  const preview = useDeferredValue(usePreviewText(value, previewing));
  // The renderer is fetched while the student writes, so Preview opens at once (and offline).
  useEffect(preloadMarkdown, []);

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label htmlFor={id}>Content</Label>
        <div className="flex items-center gap-1">
          <button
            type="button"
            className={TOGGLE}
            aria-pressed={view === "preview"}
            onClick={() => setView((v) => (v === "preview" ? "write" : "preview"))}
          >
            {view === "preview" ? (
              <PencilIcon className="size-4" aria-hidden="true" />
            ) : (
              <EyeIcon className="size-4" aria-hidden="true" />
            )}
            {messages.noteMarkdown.preview}
          </button>
          <button
            type="button"
            className={cn(TOGGLE, "hidden lg:inline-flex")}
            aria-pressed={view === "split"}
            onClick={() => setView((v) => (v === "split" ? "write" : "split"))}
          >
            <ColumnsIcon className="size-4" aria-hidden="true" />
            {messages.noteMarkdown.sideBySide}
          </button>
        </div>
      </div>
      <MarkdownToolbar controls={id} disabled={!writing} onAction={textarea.apply} />
      <div className={cn("grid gap-3", view === "split" && "lg:grid-cols-2")}>
        <Textarea
          ref={textarea.ref}
          id={id}
          value={value}
          hidden={!writing}
          placeholder="Start writing your note..."
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={textarea.onKeyDown}
          onPaste={textarea.onPaste}
          className="min-h-[50vh] resize-y leading-relaxed"
          spellCheck
        />
        {previewing && (
          <section
            aria-label={messages.noteMarkdown.preview}
            data-testid="note-preview"
            className="min-h-[50vh] min-w-0 overflow-auto rounded-md border border-input px-3 py-2 lg:max-h-[80vh]"
          >
            {preview.trim() ? (
              <MarkdownView content={preview} />
            ) : (
              <p className="text-sm text-muted-foreground">{messages.noteMarkdown.nothingToPreview}</p>
            )}
          </section>
        )}
      </div>
    </div>
  );
}
