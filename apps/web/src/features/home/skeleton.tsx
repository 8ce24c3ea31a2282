import { cn } from "@/ui/cn";

/** A grey placeholder block while home data loads (a layout-shaped skeleton, not a lone spinner). */
export function Skeleton({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-testid="home-skeleton"
      className={cn("block animate-pulse rounded-md bg-muted motion-reduce:animate-none", className)}
    />
  );
}
