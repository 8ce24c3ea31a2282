import { formatRelativeTime, messages } from "@lectern/core";
import { TriangleAlertIcon } from "lucide-react";
import { useState } from "react";
import { dismissRejectedChange, useRejectedChanges } from "@/data/db/hooks";
import type { RejectedChange } from "@/data/db/schema";
import { Button } from "@/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/ui/dialog";

const t = messages.network;

/**
 * The sync indicator's way to the changes the server refused (issue 12): a button with their count that opens
 * the 'Sync issues' list, each change with its reason and a Dismiss. Nothing shows while there are none.
 */
export function SyncIssuesButton({ count }: { count: number }) {
  // The list stays open after its last issue is dismissed, so it shows 'No sync issues.' instead of vanishing.
  const [open, setOpen] = useState(false);
  if (count <= 0 && !open) return null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          data-testid="sync-issues-button"
          className="h-9 justify-start gap-2 px-3 text-xs font-medium text-destructive hover:text-destructive"
        >
          <TriangleAlertIcon className="size-3.5" aria-hidden="true" />
          {t.syncIssuesOpen(count)}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-lg" data-testid="sync-issues">
        <DialogHeader>
          <DialogTitle>{t.syncIssuesTitle}</DialogTitle>
          <DialogDescription>{t.syncIssuesDescription}</DialogDescription>
        </DialogHeader>
        <SyncIssuesList />
      </DialogContent>
    </Dialog>
  );
}

/** The refused changes, newest first. */
function SyncIssuesList() {
  const changes = useRejectedChanges();
  if (!changes) return null;
  if (changes.length === 0) return <p className="text-sm text-muted-foreground">{t.syncIssuesEmpty}</p>;
  return (
    <ul className="flex flex-col gap-2" aria-label={t.syncIssuesTitle}>
      {changes.map((change) => (
        <SyncIssueItem key={change.id} change={change} />
      ))}
    </ul>
  );
}

function SyncIssueItem({ change }: { change: RejectedChange }) {
  const name = recordName(change.data);
  const kind = t.syncIssueRecordKind(change.collection);
  return (
    <li className="flex items-start gap-3 rounded-md border bg-muted/40 p-3" data-testid="sync-issue">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-sm font-medium break-words">
          {kind}
          {change.operation === "delete" && ` (${t.syncIssueDeleted})`}
          {name && <span className="font-normal text-muted-foreground"> · {name}</span>}
        </p>
        <p className="text-sm break-words text-destructive">{change.reason}</p>
        {change.server_restored && (
          <p className="text-xs text-muted-foreground">{t.syncIssueServerRestored}</p>
        )}
        <time dateTime={change.rejected_at} className="text-xs text-muted-foreground">
          {formatRelativeTime(change.rejected_at)}
        </time>
      </div>
      <CopyChangeButton change={change} label={`${kind}${name ? ` ${name}` : ""}`} />
      <Button
        variant="outline"
        size="sm"
        onClick={() => void dismissRejectedChange(change.id)}
        aria-label={`${t.syncIssueDismiss}: ${kind}${name ? ` ${name}` : ""}`}
      >
        {t.syncIssueDismiss}
      </Button>
    </li>
  );
}

/** Copies the refused change, so the student can keep it elsewhere before dismissing it (issue 13). */
function CopyChangeButton({ change, label }: { change: RejectedChange; label: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(copyableText(change.data));
    setCopied(true);
  };
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => void copy()}
      aria-label={`${t.syncIssueCopy}: ${label}`}
    >
      {copied ? t.syncIssueCopied : t.syncIssueCopy}
    </Button>
  );
}

/** A note as its title and text; any other record as its fields. */
function copyableText(data: Record<string, unknown>): string {
  if (typeof data.content === "string") return [data.title, data.content].filter(Boolean).join("\n\n");
  return JSON.stringify(data, null, 2);
}

/** The words that tell the student which record it was: a title, a card's front or a file name. */
function recordName(data: Record<string, unknown>): string | null {
  for (const key of ["title", "front", "file_name"]) {
    const value = data[key];
    if (typeof value === "string" && value.trim())
      return value.length > 80 ? `${value.slice(0, 80)}…` : value;
  }
  return null;
}
