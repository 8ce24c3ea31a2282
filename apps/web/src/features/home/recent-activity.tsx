import { type ActivityItem, type ActivityKind, formatRelativeTime, messages } from "@lectern/core";
import { ClipboardCheckIcon, FileTextIcon, LayersIcon, type LucideIcon, PlusIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "@/ui/button-variants";
import { Card, CardContent, CardHeader } from "@/ui/card";
import { activityDetail } from "./home-text";
import { Skeleton } from "./skeleton";

const t = messages.home;

const KIND_ICONS: Record<ActivityKind, LucideIcon> = {
  note: FileTextIcon,
  quiz: ClipboardCheckIcon,
  study: LayersIcon,
};

/**
 * spec 1 §2 Recent Activity: up to 5 items (spec 1 §9), newest first, with relative times; empty state
 * 'No recent activity found' with 'Create Your First Note'.
 */
export function RecentActivity({ items, now }: { items: ActivityItem[] | undefined; now: Date }) {
  return (
    <Card className="flex flex-col" data-testid="recent-activity">
      <CardHeader className="pb-3">
        <h2 className="text-lg font-semibold leading-tight tracking-tight">{t.recentActivity}</h2>
      </CardHeader>
      <CardContent className="flex-1">
        {items === undefined ? (
          <ActivitySkeleton />
        ) : items.length === 0 ? (
          <EmptyActivity />
        ) : (
          <ul className="flex flex-col divide-y">
            {items.map((item) => (
              <ActivityRow key={`${item.kind}-${item.id}`} item={item} now={now} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function ActivityRow({ item, now }: { item: ActivityItem; now: Date }) {
  const Icon = KIND_ICONS[item.kind];
  const detail = activityDetail(item);
  return (
    <li>
      <Link
        to={item.href}
        data-testid="activity-item"
        className="-mx-2 flex items-center gap-3 rounded-md px-2 py-3 outline-none hover:bg-accent/60 focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <Icon className="size-4" aria-hidden="true" />
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="truncate font-medium">{item.title}</span>
          {detail && <span className="text-sm text-muted-foreground">{detail}</span>}
        </span>
        <time dateTime={item.at} className="shrink-0 text-xs text-muted-foreground">
          {formatRelativeTime(item.at, now)}
        </time>
      </Link>
    </li>
  );
}

function EmptyActivity() {
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-center">
      <p className="text-muted-foreground">{t.noRecentActivity}</p>
      <Link to="/note-editor/new" className={buttonVariants({ size: "sm" })}>
        <PlusIcon aria-hidden="true" />
        {t.createFirstNote}
      </Link>
    </div>
  );
}

function ActivitySkeleton() {
  return (
    <ul className="flex flex-col gap-4" aria-busy="true">
      {[0, 1, 2].map((n) => (
        <li key={n} className="flex items-center gap-3">
          <Skeleton className="size-9 rounded-full" />
          <span className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/3" />
          </span>
        </li>
      ))}
    </ul>
  );
}
