import { messages } from "@lectern/core";
import { WifiOffIcon } from "lucide-react";

/**
 * Says that online-only data is shown from the device's 5-minute cache, or that there is none to show
 * (spec 1 §9; spec 2 §1 "dashboard data needs an internet connection").
 */
export function OfflineDataNotice({
  savedAt,
  savedText = messages.network.showingSavedData,
  emptyText = messages.network.needsConnection,
  testId = "offline-data-notice",
}: {
  savedAt: number | undefined;
  /** A screen's own wording for "shown from the copy saved at {time}" (the dashboard's 'Offline — last updated'). */
  savedText?: (time: string) => string;
  emptyText?: string;
  testId?: string;
}) {
  const time =
    savedAt === undefined
      ? undefined
      : new Date(savedAt).toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" });
  return (
    <p
      role="status"
      data-testid={testId}
      className="flex items-center gap-2 rounded-md border border-dashed px-3 py-2 text-sm text-muted-foreground"
    >
      <WifiOffIcon className="size-4 shrink-0" aria-hidden="true" />
      {time ? savedText(time) : emptyText}
    </p>
  );
}
