import { DEFAULT_PAYMENT_GATEWAY, displayedPlans, isSubscriptionCurrent, messages } from "@lectern/core";
import { useMemo } from "react";
import { usePaymentsConfig, usePlans, useSubscription } from "@/data/billing";
import { Alert } from "@/ui/alert";
import { OfflineDataNotice } from "@/ui/offline-data-notice";
import { Spinner } from "@/ui/spinner";
import { PlanCard } from "./plan-card";
import { TierCard } from "./tier-card";
import { useSubscribe } from "./use-subscribe";

const t = messages.billingScreens;

/** The Plans tab (spec 2 §2, §6, §9): the tier card, then the offered plans, cheapest first. */
export function PlansTab() {
  const { data: plans, savedAt, offline, isLoading, error } = usePlans();
  const { data: subscription } = useSubscription();
  const { data: config } = usePaymentsConfig();
  const { startingPlanId, subscribe } = useSubscribe();
  const shown = useMemo(() => displayedPlans(plans ?? []), [plans]);
  const currentPlanId = subscription && isSubscriptionCurrent(subscription) ? subscription.plan_id : null;
  // A server with no gateway says so before anyone clicks, unless every plan has its own checkout link.
  const gatewayMissing =
    config !== undefined &&
    !config.gateways[DEFAULT_PAYMENT_GATEWAY] &&
    shown.some(({ plan }) => plan.price > 0 && !plan.live_product_link);

  return (
    <div className="flex flex-col gap-6">
      <TierCard showUpgrade={false} />
      <section aria-labelledby="plans-heading" className="flex flex-col gap-4">
        <h2 id="plans-heading" className="text-xl font-semibold">
          {t.plansHeading}
        </h2>
        {offline && <OfflineDataNotice savedAt={plans ? savedAt : undefined} testId="plans-offline" />}
        {gatewayMissing && (
          <Alert variant="info" data-testid="payments-not-configured">
            {messages.payments.notConfigured}
          </Alert>
        )}
        {isLoading && <Spinner label={messages.app.loading} showLabel />}
        {!plans && !isLoading && !offline && error && <Alert variant="error">{error.message}</Alert>}
        {plans && shown.length === 0 && <p className="text-muted-foreground">{t.noPlans}</p>}
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="plan-list">
          {shown.map((displayed) => {
            const { plan } = displayed;
            // Free is what a student without a current paid subscription is on (spec 2 §6).
            const current = currentPlanId ? plan.id === currentPlanId : plan.price === 0;
            return (
              <PlanCard
                key={plan.id}
                displayed={displayed}
                current={current}
                purchasable={plan.price > 0}
                starting={startingPlanId === plan.id}
                disabled={startingPlanId !== null}
                onSubscribe={() => subscribe(plan)}
              />
            );
          })}
        </div>
      </section>
    </div>
  );
}
