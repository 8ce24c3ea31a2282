import { canCancelSubscription, messages, subscriptionStatusLabel } from "@lectern/core";
import { useState } from "react";
import { useSubscription } from "@/data/billing";
import { useSyncStatus } from "@/data/connectivity";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/ui/card";
import { OfflineDataNotice } from "@/ui/offline-data-notice";
import { Spinner } from "@/ui/spinner";
import { formatBillingDate } from "./billing-format";
import { CancelSubscriptionDialog } from "./cancel-subscription-dialog";

const t = messages.billingScreens;

/** The Current Subscription tab (spec 2 §2, §4): plan, status, period, gateway, and Cancel when allowed. */
export function CurrentSubscriptionTab() {
  const { data: subscription, savedAt, offline, isLoading, error } = useSubscription();
  const { online } = useSyncStatus();
  const [confirming, setConfirming] = useState(false);

  if (isLoading) return <Spinner label={messages.app.loading} showLabel />;
  return (
    <div className="flex flex-col gap-4">
      {offline && (
        <OfflineDataNotice
          savedAt={subscription !== undefined ? savedAt : undefined}
          testId="subscription-offline"
        />
      )}
      {subscription === undefined && !offline && error && <Alert variant="error">{error.message}</Alert>}
      {subscription === null && (
        <p className="text-muted-foreground" data-testid="no-subscription">
          {messages.payments.noSubscription}
        </p>
      )}
      {subscription && (
        <Card data-testid="current-subscription" aria-labelledby="current-subscription-plan">
          <CardHeader>
            <CardTitle id="current-subscription-plan" data-testid="subscription-plan">
              {subscription.plan_name}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
              <Fact label={t.status} testId="subscription-status">
                {subscriptionStatusLabel(subscription)}
              </Fact>
              <Fact label={t.gateway} testId="subscription-gateway">
                {subscription.payment_gateway ?? t.notSet}
              </Fact>
              <Fact label={t.periodStart} testId="subscription-period-start">
                {formatBillingDate(subscription.current_period_start)}
              </Fact>
              <Fact label={t.periodEnd} testId="subscription-period-end">
                {formatBillingDate(subscription.current_period_end)}
              </Fact>
            </dl>
          </CardContent>
          {canCancelSubscription(subscription) && (
            <CardFooter>
              <Button variant="outline" onClick={() => setConfirming(true)} disabled={!online}>
                {t.cancelSubscription}
              </Button>
            </CardFooter>
          )}
        </Card>
      )}
      {confirming && subscription && (
        <CancelSubscriptionDialog subscription={subscription} onClose={() => setConfirming(false)} />
      )}
    </div>
  );
}

function Fact({ label, testId, children }: { label: string; testId: string; children: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
