import {
  formatDuration,
  formatRelativeTime,
  messages,
  notePreview,
  subjectColor,
  visibleTags,
} from "@lectern/core";
import { MicIcon } from "lucide-react";
import { memo, useId } from "react";
import { Link } from "react-router";
import { Badge } from "@/ui/badge";
import { NoteCardMenu } from "./note-card-menu";
import type { ListNote } from "./use-notes-list";

const t = messages.notes;

export interface NoteCardProps {
  note: ListNote;
  onRename: (note: ListNote) => void;
  onDelete: (note: ListNote) => void;
}

/**
 * One note on the list (spec 1 §2, spec 2 §9): title, subject in its colour, duration of a recording, the
 * 100-character preview, up to 3 tags and '+N more', when it changed. The whole card opens the note; every
 * user text is rendered as text.
 */
export const NoteCard = memo(function NoteCard({ note, onRename, onDelete }: NoteCardProps) {
  const titleId = useId();
  const color = subjectColor(note.subject);
  const tags = visibleTags(note.tags);
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex h-full flex-col gap-2 overflow-hidden rounded-xl border border-l-4 bg-card p-4 text-card-foreground shadow-sm transition-shadow hover:shadow-md"
      style={{ borderLeftColor: color }}
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={titleId} className="line-clamp-2 min-w-0 font-semibold leading-snug break-words">
          <Link
            to={`/note/${note.id}`}
            className="outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:ring-2 focus-visible:after:ring-ring"
          >
            {note.title}
          </Link>
        </h2>
        <NoteCardMenu
          id={note.id}
          title={note.title}
          onRename={() => onRename(note)}
          onDelete={() => onDelete(note)}
        />
      </div>
      <div className="flex min-w-0 items-center gap-3 text-xs text-muted-foreground">
        <span className="flex min-w-0 items-center gap-1.5">
          <span
            className="size-2.5 shrink-0 rounded-full"
            style={{ backgroundColor: color }}
            aria-hidden="true"
          />
          <span className="truncate font-medium text-foreground">{note.subject}</span>
        </span>
        {note.type === "recording" && note.duration != null && (
          <span className="flex shrink-0 items-center gap-1">
            <MicIcon className="size-3.5" aria-hidden="true" />
            <span className="sr-only">{t.durationLabel}</span>
            <span className="tabular-nums">{formatDuration(note.duration)}</span>
          </span>
        )}
      </div>
      <p className="line-clamp-3 text-sm text-muted-foreground break-words">{notePreview(note.content)}</p>
      <div className="mt-auto flex min-w-0 items-center gap-1.5">
        {tags.shown.map((tag) => (
          <Badge key={tag} variant="secondary" className="block max-w-28 min-w-0 shrink truncate font-medium">
            {tag}
          </Badge>
        ))}
        {tags.moreLabel && (
          <Badge variant="outline" className="shrink-0 font-medium">
            {tags.moreLabel}
          </Badge>
        )}
      </div>
      <p className="text-xs text-muted-foreground">
        <time dateTime={note.updated_at}>{t.updatedAt(formatRelativeTime(note.updated_at))}</time>
      </p>
    </article>
  );
});
