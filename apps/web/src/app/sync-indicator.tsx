import { messages } from "@lectern/core";
import { CheckIcon, CloudOffIcon, RefreshCwIcon } from "lucide-react";
import { useSyncStatus } from "@/data/connectivity";
import { cn } from "@/ui/cn";
import { SyncIssuesButton } from "./sync-issues";

/**
 * The shell's sync state at a glance (issue 5): offline, syncing, or how many changes wait to be sent; and, when
 * the server refused changes, the way to the 'Sync issues' list (issue 12).
 */
export function SyncIndicator({ className }: { className?: string }) {
  const { online, syncing, pending, rejected } = useSyncStatus();
  const { network } = messages;
  const label = !online
    ? pending > 0
      ? `${network.statusOffline} · ${network.statusPending(pending)}`
      : network.statusOffline
    : syncing
      ? network.statusSyncing
      : pending > 0
        ? network.statusPending(pending)
        : network.statusSynced;
  const Icon = !online ? CloudOffIcon : syncing ? RefreshCwIcon : pending > 0 ? RefreshCwIcon : CheckIcon;
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <SyncStatusLine online={online} syncing={syncing} label={label} Icon={Icon} />
      <SyncIssuesButton count={rejected} />
    </div>
  );
}

function SyncStatusLine({
  online,
  syncing,
  label,
  Icon,
}: {
  online: boolean;
  syncing: boolean;
  label: string;
  Icon: typeof CheckIcon;
}) {
  return (
    <output
      aria-live="polite"
      data-testid="sync-indicator"
      className={cn(
        "flex items-center gap-2 rounded-md px-3 py-1.5 text-xs font-medium",
        online ? "text-muted-foreground" : "bg-warning/15 text-foreground",
      )}
    >
      <Icon className={cn("size-3.5", syncing && "animate-spin")} aria-hidden="true" />
      {label}
    </output>
  );
}
