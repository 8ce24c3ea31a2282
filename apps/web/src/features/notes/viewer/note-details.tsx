import { formatDuration, formatRelativeTime, messages, type Note, subjectColor } from "@lectern/core";
import { CalendarIcon, ClockIcon, MicIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/ui/badge";

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const formatDate = (iso: string) => dateTime.format(new Date(iso));

/** Title, subject, tags, dates and a recording's duration (spec 2 §2). Everything is text, never HTML. */
export function NoteDetails({ note, owner }: { note: Note; owner: boolean }) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="outline" className="gap-1.5">
          <span
            className="size-2 rounded-full"
            style={{ backgroundColor: subjectColor(note.subject) }}
            aria-hidden="true"
          />
          <span className="sr-only">Subject: </span>
          <span data-testid="note-subject">{note.subject}</span>
        </Badge>
        {note.type === "recording" && (
          <Badge variant="secondary">
            <MicIcon aria-hidden="true" />
            Recording
          </Badge>
        )}
        {owner && <Badge variant="success">{messages.notes.yourNote}</Badge>}
      </div>
      <h1
        id="note-title"
        data-testid="note-title"
        className="text-2xl font-bold tracking-tight break-words sm:text-3xl"
      >
        {note.title}
      </h1>
      <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
        <Meta icon={<CalendarIcon />} label="Created">
          <time dateTime={note.created_at}>{formatDate(note.created_at)}</time>
        </Meta>
        <Meta icon={<ClockIcon />} label="Updated">
          <time dateTime={note.updated_at} title={formatDate(note.updated_at)}>
            {formatRelativeTime(note.updated_at)}
          </time>
        </Meta>
        {note.type === "recording" && note.duration != null && (
          <Meta icon={<MicIcon />} label="Duration">
            {formatDuration(note.duration)}
          </Meta>
        )}
        {note.recording_date && (
          <Meta icon={<CalendarIcon />} label="Recorded">
            <time dateTime={note.recording_date}>{formatDate(note.recording_date)}</time>
          </Meta>
        )}
      </dl>
      {note.tags.length > 0 && (
        <ul aria-label="Tags" data-testid="note-tags" className="flex flex-wrap gap-1.5">
          {note.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="soft" className="max-w-full whitespace-normal break-all">
                {tag}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Meta({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-1.5 [&_svg]:size-4">
      <span aria-hidden="true">{icon}</span>
      <dt>{label}</dt>
      <dd className="text-foreground">{children}</dd>
    </div>
  );
}
