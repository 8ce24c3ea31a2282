import { messages } from "@lectern/core";
import { cn } from "@/ui/cn";

/** The live input level (spec 1 §2), 0–1: a native meter for assistive technology, drawn as a bar. */
export function LevelMeter({ level, active }: { level: number; active: boolean }) {
  const percent = Math.round(Math.min(1, Math.max(0, level)) * 100);
  return (
    <div className="relative">
      <meter
        min={0}
        max={100}
        value={percent}
        aria-label={messages.recording.inputLevel}
        className="sr-only"
        data-testid="input-level"
      />
      <div className="h-2.5 w-full overflow-hidden rounded-full bg-secondary" aria-hidden="true">
        <div
          className={cn(
            "h-full rounded-full transition-[width] duration-100 motion-reduce:transition-none",
            active ? "bg-success" : "bg-muted-foreground/40",
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
