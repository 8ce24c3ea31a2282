import { formatDuration } from "@lectern/core";
import type { Segment } from "./transcript-model";

/** Segments with their start and end (spec 1 §2, §3), as an ordered list. */
export function SegmentList({ segments, label }: { segments: Segment[]; label: string }) {
  return (
    <ol aria-label={label} className="flex flex-col divide-y">
      {segments.map((segment) => (
        <li key={`${segment.start}-${segment.end}-${segment.text}`} className="flex gap-3 py-2 text-sm">
          <span className="shrink-0 font-mono text-xs tabular-nums leading-5 text-muted-foreground">
            {formatDuration(segment.start)}–{formatDuration(segment.end)}
          </span>
          <span className="min-w-0 break-words">{segment.text.trim()}</span>
        </li>
      ))}
    </ol>
  );
}
