import { cn } from "@/ui/cn";

/** A grey block in the shape of what is loading. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn("block animate-pulse rounded-md bg-muted motion-reduce:animate-none", className)}
    />
  );
}

/** The dashboard's layout while its first answer loads (not a lone spinner). */
export function DashboardSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true" data-testid="progress-loading">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3, 4, 5, 6, 7].map((n) => (
          <Skeleton key={n} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-72" />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Skeleton className="h-56" />
        <Skeleton className="h-56" />
      </div>
    </div>
  );
}
