import { messages, type Note, noteDraftFrom } from "@lectern/core";
import { useCallback, useMemo, useState } from "react";
import { keepPreviousVersion } from "@/data/db";
import { Button } from "@/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/ui/tabs";
import { notify } from "@/ui/toaster";
import { useNoteSave } from "../editor/use-note-save";
import { enhanceToApply } from "./enhance-apply";
import { type DiffSegment, diffWordCounts, enhanceChangedNothing, enhanceDiff } from "./enhance-diff";

const text = messages.enhance;
// The text scrolls inside the dialog; keyboard users scroll it with the arrow keys once it has focus.
const SCROLLING =
  "max-h-[50dvh] overflow-y-auto rounded-md border bg-muted/40 p-3 text-sm leading-relaxed break-words whitespace-pre-wrap focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

/**
 * The enhanced text (spec 1 §7 enhance-content) for the owner to review — as its changes against the note, words
 * added and removed in one column (issue 16 §7), or as the text itself — then apply to the note through the note's
 * normal save path, so it syncs like any edit, or discard. When nothing but spacing changed it says 'No changes
 * needed' and offers only Close. Shown as text, never HTML. The note may change while the dialog is open (another
 * device's edit pulled in, another tab's save): Apply then merges, or keeps the replaced note under 'Earlier
 * versions' (enhance-apply.ts), never writes over it unseen (issue 13).
 */
export function EnhanceDialog({
  note,
  enhancedContent,
  sourceContent = null,
  providerLabel,
  onClose,
}: {
  note: Note;
  enhancedContent: string | null;
  /**
   * The note's text the enhanced one was made from, when the caller kept it from the moment it asked: an edit
   * pulled in while the engine worked is then merged too, not taken for part of the base.
   */
  sourceContent?: string | null;
  /** Who cleaned it up, as the student reads it ('the built-in generator' or the model's name). */
  providerLabel: string;
  onClose: () => void;
}) {
  const onSaved = useCallback(() => notify.success(messages.notes.saved), []);
  const { state, save } = useNoteSave(note.id, note, onSaved);
  // The note's text the enhanced one was made from, held from the moment the result arrives: `note` follows the
  // stored note, which another device or tab may change while the dialog is open.
  const [base, setBase] = useState<{ enhanced: string; content: string } | null>(null);
  if (enhancedContent === null ? base !== null : base?.enhanced !== enhancedContent) {
    setBase(
      enhancedContent === null ? null : { enhanced: enhancedContent, content: sourceContent ?? note.content },
    );
  }
  const baseContent = base?.enhanced === enhancedContent ? base.content : note.content;
  const unchanged = enhancedContent !== null && enhanceChangedNothing(baseContent, enhancedContent);
  const segments = useMemo(
    () => (enhancedContent === null || unchanged ? [] : enhanceDiff(baseContent, enhancedContent)),
    // null: too long to compare in time; the enhanced text is shown instead.
    [baseContent, enhancedContent, unchanged],
  );

  // Busy from the click, not only while saving: keeping the replaced note comes first, and must not run twice.
  const [applying, setApplying] = useState(false);
  const apply = async () => {
    if (enhancedContent === null || applying) return;
    setApplying(true);
    try {
      await applyEnhanced(enhancedContent);
    } finally {
      setApplying(false);
    }
  };
  const applyEnhanced = async (enhanced: string) => {
    const result = enhanceToApply(baseContent, enhanced, note.content);
    if (result.kind === "replaced") {
      // Both changed the same lines and the student chose to apply the enhanced text: the note it replaces is kept.
      const { pending: _pending, ...stored } = note as Note & { pending?: number };
      try {
        await keepPreviousVersion("notes", stored);
      } catch (error) {
        console.error("Keeping the earlier version failed", error);
        notify.error(messages.notes.saveFailed);
        return;
      }
    }
    const saved = await save(noteDraftFrom({ ...note, content: result.content }));
    if (!saved) {
      notify.error(messages.notes.saveFailed);
      return;
    }
    if (result.kind === "merged") notify.info(messages.notes.mergedFromAnotherDevice, { id: "note-merged" });
    if (result.kind === "replaced") {
      notify.info(messages.notes.changedOnAnotherDevice, {
        id: "note-merged",
        description: messages.notes.earlierVersionsHint,
      });
    }
    onClose();
  };

  return (
    <Dialog open={enhancedContent !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{text.title}</DialogTitle>
          <DialogDescription>
            {unchanged ? text.noChangesDetail(providerLabel) : text.review(providerLabel)}
          </DialogDescription>
        </DialogHeader>
        {unchanged ? (
          <p role="status" className="text-base font-medium" data-testid="enhance-no-changes">
            {text.noChangesNeeded}
          </p>
        ) : (
          <Tabs defaultValue={segments ? "changes" : "result"} className="min-w-0">
            <TabsList>
              <TabsTrigger value="changes" disabled={!segments}>
                {text.changesTab}
              </TabsTrigger>
              <TabsTrigger value="result">{text.resultTab}</TabsTrigger>
            </TabsList>
            {!segments && (
              <p className="text-sm text-muted-foreground" data-testid="enhance-too-long">
                {text.tooLongToCompare}
              </p>
            )}
            <TabsContent value="changes" className="flex min-w-0 flex-col gap-2">
              <DiffLegend segments={segments ?? []} />
              <section
                aria-label={text.changesTab}
                data-testid="enhance-diff"
                // biome-ignore lint/a11y/noNoninteractiveTabindex: the text can be long; keyboard users scroll it
                tabIndex={0}
                className={SCROLLING}
              >
                {segments?.map((segment, index) => (
                  // The segments of one diff never reorder: their place is their identity.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <Segment key={index} segment={segment} />
                ))}
              </section>
            </TabsContent>
            <TabsContent value="result">
              <section
                aria-label={text.title}
                data-testid="enhanced-content"
                // biome-ignore lint/a11y/noNoninteractiveTabindex: the text can be long; keyboard users scroll it
                tabIndex={0}
                className={SCROLLING}
              >
                {enhancedContent}
              </section>
            </TabsContent>
          </Tabs>
        )}
        <DialogFooter>
          {unchanged ? (
            <Button onClick={onClose}>Close</Button>
          ) : (
            <>
              <Button variant="outline" onClick={onClose}>
                Discard
              </Button>
              <Button onClick={() => void apply()} disabled={applying || state === "saving"}>
                Apply to note
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

// Added and removed words are told apart by more than colour: added ones are underlined, removed ones struck
// through (and <ins>/<del> say it to assistive technology). The tints keep the text's own colour, so contrast
// holds in the light and the dark theme.
const ADDED = "rounded-sm bg-success/20 px-0.5 underline decoration-success decoration-2 underline-offset-2";
// A removed part is trimmed (enhance-diff.ts): its margin keeps it apart from the kept word that follows.
const REMOVED = "me-1 rounded-sm bg-destructive/15 px-0.5 line-through decoration-destructive decoration-2";

function Segment({ segment }: { segment: DiffSegment }) {
  if (segment.kind === "added") return <ins className={ADDED}>{segment.text}</ins>;
  if (segment.kind === "removed") return <del className={REMOVED}>{segment.text}</del>;
  return <span>{segment.text}</span>;
}

function DiffLegend({ segments }: { segments: DiffSegment[] }) {
  const counts = diffWordCounts(segments);
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
      <span data-testid="enhance-diff-counts">{text.wordChanges(counts.added, counts.removed)}</span>
      <span className="flex items-center gap-2" aria-hidden="true">
        <ins className={`${ADDED} text-foreground`}>{text.added}</ins>
        <del className={`${REMOVED} text-foreground`}>{text.removed}</del>
      </span>
    </p>
  );
}
