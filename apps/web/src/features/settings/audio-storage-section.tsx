import { formatDuration, formatFileSizeMB, messages } from "@lectern/core";
import { useState } from "react";
import { deleteAudio, listStoredAudio, type StoredAudio, useStoredAudio } from "@/data/audio";
import { useRecord } from "@/data/db";
import { Button } from "@/ui/button";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { notify } from "@/ui/toaster";
import { SettingsSection } from "./settings-section";

const t = messages.lectureAudio;

/** One row: a note's audio (all its parts), or one recording not saved into a note. */
type AudioGroup = { key: string; noteId: string | null; parts: StoredAudio[] };

function groupByNote(audio: StoredAudio[]): AudioGroup[] {
  const groups = new Map<string, AudioGroup>();
  for (const item of audio) {
    const key = item.noteId ?? item.id;
    const group = groups.get(key) ?? { key, noteId: item.noteId, parts: [] };
    group.parts.push(item);
    groups.set(key, group);
  }
  return [...groups.values()];
}

const sum = (parts: StoredAudio[], pick: (part: StoredAudio) => number | null) =>
  parts.reduce((total, part) => total + (pick(part) ?? 0), 0);

/** Issue 23 §1: the storage the kept lecture audio uses, per note, with Delete. */
export function AudioStorageSection() {
  const state = useStoredAudio(listStoredAudio);
  const audio = state.status === "ready" ? state.audio : [];
  const [deleting, setDeleting] = useState<{ group: AudioGroup; label: string } | null>(null);
  return (
    <SettingsSection
      id="audio-storage"
      title={t.storageHeading}
      description={t.storageIntro}
      aside={
        state.status === "ready" && (
          <span className="text-sm font-medium" data-testid="audio-storage-total">
            {t.storageTotal(formatFileSizeMB(sum(audio, (part) => part.bytes)))}
          </span>
        )
      }
    >
      {state.status === "loading" && <p className="text-sm text-muted-foreground">{t.storageLoading}</p>}
      {state.status === "unavailable" && <p className="text-sm">{t.unavailable}</p>}
      {state.status === "failed" && <p className="text-sm text-destructive">{t.storageFailed}</p>}
      {state.status === "ready" && !audio.length && (
        <p className="text-sm text-muted-foreground">{t.storageEmpty}</p>
      )}
      {audio.length > 0 && (
        <ul className="flex flex-col divide-y" data-testid="audio-storage-list">
          {groupByNote(audio).map((group) => (
            <AudioRow key={group.key} group={group} onDelete={(label) => setDeleting({ group, label })} />
          ))}
        </ul>
      )}
      {deleting && (
        <ConfirmDialog
          title={t.confirmDeleteTitle}
          description={t.confirmDeleteDescription}
          cancelLabel={t.cancel}
          confirmLabel={t.deleteAudio}
          busyLabel={t.deleting}
          failedMessage={t.deleteFailed}
          testId="delete-audio-dialog"
          onConfirm={async () => {
            for (const part of deleting.group.parts) await deleteAudio(part.id);
            notify.success(t.deleted);
          }}
          onClose={() => setDeleting(null)}
        >
          <p className="font-medium">{deleting.label}</p>
        </ConfirmDialog>
      )}
    </SettingsSection>
  );
}

function AudioRow({ group, onDelete }: { group: AudioGroup; onDelete: (label: string) => void }) {
  const note = useRecord("notes", group.noteId);
  const unfinished = group.parts.some((part) => !part.finished);
  const label = group.noteId
    ? note === undefined
      ? "..."
      : (note?.title ?? t.untitledNote)
    : unfinished
      ? t.unfinished
      : t.unattached;
  const seconds = group.parts.every((part) => part.seconds === null)
    ? null
    : sum(group.parts, (p) => p.seconds);
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2" data-testid="audio-storage-row">
      {/* Narrow screens: the name on a line of its own, its duration, size and Delete under it. */}
      <div className="min-w-0 basis-full sm:flex-1 sm:basis-0">
        <p className="truncate font-medium">{label}</p>
        <p className="break-all text-xs text-muted-foreground">
          {group.noteId ? group.parts.map((part) => part.fileName).join(", ") : group.parts[0]?.fileName}
        </p>
      </div>
      <dl className="flex gap-4 text-sm tabular-nums">
        <div className="flex gap-1">
          <dt className="sr-only">{t.duration}</dt>
          <dd>{seconds === null ? t.unknownTotal : formatDuration(seconds)}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="sr-only">{t.size}</dt>
          <dd>{formatFileSizeMB(sum(group.parts, (part) => part.bytes))}</dd>
        </div>
      </dl>
      <Button
        variant="outline"
        size="sm"
        className="ml-auto sm:ml-0"
        aria-label={t.deleteAudioOf(label)}
        onClick={() => onDelete(label)}
      >
        {t.deleteAudio}
      </Button>
    </li>
  );
}
