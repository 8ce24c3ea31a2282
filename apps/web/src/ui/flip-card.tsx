import type { ReactNode } from "react";
import { cn } from "./cn";

export type FlipCardProps = {
  front: ReactNode;
  back: ReactNode;
  flipped: boolean;
  onFlip: () => void;
  /** Said after the face's text, e.g. "Show answer" — the button's accessible name ends with it. */
  frontHint?: ReactNode;
  backHint?: ReactNode;
  className?: string;
  /** Minimum height of a face, e.g. "min-h-56": the card keeps its size while it turns. */
  faceClassName?: string;
} & Record<`data-${string}`, string | undefined>;

const FACE =
  "col-start-1 row-start-1 flex flex-col items-center justify-center gap-3 rounded-xl border bg-card p-5 text-center text-card-foreground shadow-sm [backface-visibility:hidden] sm:p-6";
/** The face turned away is also invisible (not findable, not clickable): it switches half-way through the turn. */
const TURNED_AWAY = "invisible motion-safe:transition-[visibility] motion-safe:delay-150";
const FACING = "visible motion-safe:transition-[visibility] motion-safe:delay-150";

/**
 * A card that turns over: the front shows until it is clicked, tapped, or Space/Enter pressed on it (it is one
 * button, so keyboard and touch work alike). Both faces share one grid cell, so the card keeps the height of the
 * taller face; the hidden face is inert and hidden from assistive technology, and aria-pressed says which side
 * is up. Motion only when the user has not asked for less.
 */
export function FlipCard({
  front,
  back,
  flipped,
  onFlip,
  frontHint,
  backHint,
  className,
  faceClassName,
  ...data
}: FlipCardProps) {
  return (
    <button
      type="button"
      aria-pressed={flipped}
      onClick={onFlip}
      className={cn(
        "group block w-full rounded-xl text-left [perspective:1200px] outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
        className,
      )}
      {...data}
    >
      <span
        className={cn(
          "grid [transform-style:preserve-3d] motion-safe:transition-transform motion-safe:duration-300",
          flipped && "[transform:rotateY(180deg)]",
        )}
      >
        <span
          className={cn(FACE, flipped ? TURNED_AWAY : FACING, faceClassName)}
          aria-hidden={flipped}
          data-side="front"
        >
          {front}
          {frontHint && <span className="text-xs text-muted-foreground">{frontHint}</span>}
        </span>
        <span
          className={cn(
            FACE,
            "[transform:rotateY(180deg)] border-primary/40",
            flipped ? FACING : TURNED_AWAY,
            faceClassName,
          )}
          aria-hidden={!flipped}
          data-side="back"
        >
          {back}
          {backHint && <span className="text-xs text-muted-foreground">{backHint}</span>}
        </span>
      </span>
    </button>
  );
}
