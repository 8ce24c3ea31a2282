import { messages, type Note, noteDraftFrom } from "@lectern/core";
import { HistoryIcon, RotateCcwIcon } from "lucide-react";
import { useId, useState } from "react";
import { type PreviousVersion, usePreviousVersions } from "@/data/db";
import { Button } from "@/ui/button";
import { Card } from "@/ui/card";
import { notify } from "@/ui/toaster";
import { restoreEarlierVersion } from "./earlier-versions";

const whenFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/**
 * 'Earlier versions' under the note (issue 13): every version of it that another version replaced on this
 * device (a merge it lost, a choice, a restore), newest first, each with Restore. Nothing when there are none.
 */
export function EarlierVersionsList({ note }: { note: Note }) {
  const headingId = useId();
  const versions = usePreviousVersions("notes", note.id);
  const [restoring, setRestoring] = useState<number | null>(null);
  if (!versions?.length) return null;

  const restore = async (version: PreviousVersion) => {
    setRestoring(version.seq);
    try {
      await restoreEarlierVersion(note, version);
      notify.success(messages.notes.versionRestored);
    } catch (error) {
      console.error("Restoring an earlier version failed", error);
      notify.error(messages.notes.restoreFailed);
    } finally {
      setRestoring(null);
    }
  };

  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
          <HistoryIcon className="size-5 text-muted-foreground" aria-hidden="true" />
          {messages.notes.earlierVersions}
        </h2>
        <p className="text-sm text-muted-foreground">{messages.notes.earlierVersionsHint}</p>
      </div>
      <ul className="flex flex-col gap-3" aria-label={messages.notes.earlierVersions}>
        {versions.map((version) => {
          const { title, content } = noteDraftFrom(version.record);
          const when = whenFormat.format(new Date(version.replaced_at));
          return (
            <li
              key={version.seq}
              data-testid="earlier-version"
              className="flex flex-col gap-2 rounded-lg border p-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4"
            >
              <div className="flex min-w-0 flex-col gap-1">
                <span className="text-xs text-muted-foreground">{messages.notes.replacedAt(when)}</span>
                <span className="font-medium break-words">{title}</span>
                <p className="line-clamp-6 text-sm break-words whitespace-pre-wrap text-muted-foreground">
                  {preview(content)}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                className="self-start"
                disabled={restoring !== null}
                aria-label={messages.notes.restoreVersionLabel(when)}
                onClick={() => void restore(version)}
              >
                <RotateCcwIcon aria-hidden="true" />
                {messages.notes.restoreVersion}
              </Button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

/** The text with its blank lines dropped, so the clamped preview shows more of the note's paragraphs. */
function preview(content: string): string {
  return content.replace(/\n\s*\n/g, "\n").trim();
}
