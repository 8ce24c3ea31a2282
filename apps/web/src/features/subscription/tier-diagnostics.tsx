import {
  canUseTextract,
  hasPremiumAccess,
  isSubscriptionCurrent,
  messages,
  type SubscriptionWithPlan,
  type TierInfo,
} from "@lectern/core";
import { CheckIcon, XIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/ui/card";
import { formatBillingDate } from "./billing-format";

const t = messages.billingScreens;

/** A titled card of label/value rows, the shape of every block on /test-user-tier. */
export function FactsCard({
  title,
  testId,
  rows,
}: {
  title: string;
  testId: string;
  rows: [label: string, value: ReactNode][];
}) {
  const titleId = `${testId}-title`;
  return (
    <Card data-testid={testId} aria-labelledby={titleId}>
      <CardHeader className="pb-3">
        <CardTitle id={titleId} className="text-base">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(9rem,auto)_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents" data-testid={`${testId}-row`}>
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="mb-2 font-medium [overflow-wrap:anywhere] sm:mb-0">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

function YesNo({ value }: { value: boolean }) {
  const Icon = value ? CheckIcon : XIcon;
  return (
    <span className="inline-flex items-center gap-1">
      <Icon className={value ? "size-4 text-success" : "size-4 text-destructive"} aria-hidden="true" />
      {value ? t.yes : t.no}
    </span>
  );
}

/** spec 2 §2: subscription details (plan, status, gateway, period end). */
export function SubscriptionDetails({ subscription }: { subscription: SubscriptionWithPlan | null }) {
  const rows: [string, ReactNode][] = subscription
    ? [
        [t.plan, subscription.plan_name],
        [t.status, subscription.status],
        [t.gateway, subscription.payment_gateway ?? t.notSet],
        [t.periodEnd, formatBillingDate(subscription.current_period_end)],
      ]
    : [[t.plan, t.noSubscription]];
  return <FactsCard title={t.subscriptionHeading} testId="test-subscription" rows={rows} />;
}

/** spec 2 §2, §7: has subscription, is free tier, can use Textract, has premium access — each yes or no. */
export function CapabilityChecks({
  subscription,
  info,
}: {
  subscription: SubscriptionWithPlan | null;
  info: TierInfo;
}) {
  const rows: [string, ReactNode][] = [
    [
      t.hasSubscription,
      <YesNo key="s" value={subscription !== null && isSubscriptionCurrent(subscription)} />,
    ],
    [t.isFreeTier, <YesNo key="f" value={info.isFreeTier} />],
    [t.canUseTextract, <YesNo key="t" value={canUseTextract(info)} />],
    [t.hasPremiumAccess, <YesNo key="p" value={hasPremiumAccess(info)} />],
  ];
  return <FactsCard title={t.capabilitiesHeading} testId="test-capabilities" rows={rows} />;
}

/** Every field of spec 2 §3 Tier info, as the server sent it. */
export function TierInfoDetails({ info }: { info: TierInfo }) {
  const rows = Object.entries(info).map(([field, value]): [string, ReactNode] => [
    field,
    <code key={field} className="font-mono text-xs">
      {Array.isArray(value) ? value.join(", ") || "[]" : String(value)}
    </code>,
  ]);
  return <FactsCard title={t.tierInfoHeading} testId="test-tier-info" rows={rows} />;
}
