import { type ConflictRegion, messages, type NoteConflictChoice, type TextMerge } from "@lectern/core";
import { TriangleAlertIcon } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/ui/button";
import type { NoteConflict } from "./use-note-merge";

/** At most this many conflicting places are shown side by side; the choice covers them all. */
const SHOWN_REGIONS = 3;

/**
 * 'This note changed on another device' (issue 13): the places both sides changed, mine beside theirs, and the
 * choice of theirs, mine or both. Announced at once, since autosave waits for the answer.
 */
export function NoteConflictPanel({
  conflict,
  onChoose,
}: {
  conflict: NoteConflict;
  onChoose: (choice: NoteConflictChoice) => Promise<void>;
}) {
  const headingId = useId();
  const [choosing, setChoosing] = useState(false);
  const regions = [...labelled("Title", conflict.title), ...labelled("Content", conflict.content)];
  const choose = async (choice: NoteConflictChoice) => {
    setChoosing(true);
    try {
      await onChoose(choice);
    } finally {
      setChoosing(false);
    }
  };

  return (
    <section
      role="alert"
      aria-labelledby={headingId}
      data-testid="note-conflict"
      className="flex flex-col gap-4 rounded-xl border border-warning/60 bg-warning/10 p-4 sm:p-5"
    >
      <div className="flex gap-3">
        <TriangleAlertIcon className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden="true" />
        <div className="flex flex-col gap-1">
          <h2 id={headingId} className="text-base font-semibold">
            {messages.notes.changedOnAnotherDevice}
          </h2>
          <p className="text-sm text-muted-foreground">{messages.notes.conflictHint}</p>
        </div>
      </div>
      <ul className="flex flex-col gap-3" aria-label="Changed on both devices">
        {regions.slice(0, SHOWN_REGIONS).map(({ field, region }, i) => (
          // Regions have no identity beyond their place in the note.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={i} className="grid gap-2 sm:grid-cols-2">
            <Side label={`${messages.notes.conflictYours} · ${field}`} text={region.mine} />
            <Side label={`${messages.notes.conflictTheirs} · ${field}`} text={region.theirs} />
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" disabled={choosing} onClick={() => void choose("theirs")}>
          {messages.notes.keepTheirs}
        </Button>
        <Button type="button" variant="outline" disabled={choosing} onClick={() => void choose("mine")}>
          {messages.notes.keepMine}
        </Button>
        <Button type="button" variant="outline" disabled={choosing} onClick={() => void choose("both")}>
          {messages.notes.keepBoth}
        </Button>
      </div>
    </section>
  );
}

function labelled(field: string, merge: TextMerge): { field: string; region: ConflictRegion }[] {
  return merge.status === "conflict" ? merge.regions.map((region) => ({ field, region })) : [];
}

function Side({ label, text }: { label: string; text: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-lg border bg-background p-3">
      <span className="text-xs font-medium text-muted-foreground">{label}</span>
      <p className="line-clamp-6 text-sm break-words whitespace-pre-wrap">{text || "—"}</p>
    </div>
  );
}
