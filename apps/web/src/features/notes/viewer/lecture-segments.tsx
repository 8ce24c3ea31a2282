import { formatClock, messages, type TranscriptSegment } from "@lectern/core";
import { useEffect, useRef } from "react";
import { cn } from "@/ui/cn";

const t = messages.lectureAudio;

/**
 * The transcript's segments, each a button that plays from its start (issue 23 §2). The one being played is marked
 * (aria-current) and, while playing, kept in view inside the list without scrolling the page.
 */
export function LectureSegments({
  segments,
  active,
  follow,
  onPlayFrom,
}: {
  segments: readonly TranscriptSegment[];
  active: number;
  follow: boolean;
  /** Absent when there is no audio to play: the segments are then plain text. */
  onPlayFrom?: (seconds: number) => void;
}) {
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const list = listRef.current;
    if (!follow || !list || active < 0) return;
    const item = list.children[active] as HTMLElement | undefined;
    if (!item) return;
    const above = item.offsetTop - list.offsetTop < list.scrollTop;
    const below = item.offsetTop - list.offsetTop + item.offsetHeight > list.scrollTop + list.clientHeight;
    if (above || below) list.scrollTop = item.offsetTop - list.offsetTop - list.clientHeight / 3;
  }, [active, follow]);

  return (
    <section aria-labelledby="lecture-segments-title" className="flex flex-col gap-2">
      <h3 id="lecture-segments-title" className="text-sm font-semibold">
        {t.segmentsHeading}
      </h3>
      <ol
        ref={listRef}
        className="relative flex max-h-80 flex-col gap-1 overflow-y-auto rounded-md border p-1"
      >
        {segments.map((segment, index) => {
          const clock = formatClock(segment.timestamp[0]);
          const current = index === active;
          return (
            // Segments can repeat text, so the index is part of the key.
            // biome-ignore lint/suspicious/noArrayIndexKey: segments have no id; their order never changes here
            <li key={index}>
              {!onPlayFrom ? (
                <p className="flex gap-3 px-2 py-1.5 text-sm">
                  <span className="shrink-0 tabular-nums text-muted-foreground">{clock}</span>
                  <span className="min-w-0 break-words">{segment.text.trim()}</span>
                </p>
              ) : (
                <button
                  type="button"
                  data-testid="lecture-segment"
                  aria-current={current ? "true" : undefined}
                  aria-label={`${t.playFrom(clock)}: ${segment.text.trim()}`}
                  onClick={() => onPlayFrom(segment.timestamp[0])}
                  className={cn(
                    "flex w-full gap-3 rounded px-2 py-1.5 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring",
                    current && "bg-primary/15 font-medium ring-1 ring-primary",
                  )}
                >
                  <span className="shrink-0 tabular-nums text-muted-foreground">{clock}</span>
                  <span className="min-w-0 break-words">{segment.text.trim()}</span>
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
