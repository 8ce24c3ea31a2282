import { messages } from "@lectern/core";
import { RefreshCwIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { useAuthSession } from "@/data/auth";
import { useRefreshBilling, useSubscription, useTierInfo } from "@/data/billing";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/button";
import { buttonVariants } from "@/ui/button-variants";
import { OfflineDataNotice } from "@/ui/offline-data-notice";
import { Spinner } from "@/ui/spinner";
import { formatBillingDate } from "./billing-format";
import { TierCard } from "./tier-card";
import { CapabilityChecks, FactsCard, SubscriptionDetails, TierInfoDetails } from "./tier-diagnostics";

const t = messages.billingScreens;

/**
 * spec 2 §2 User Tier Test page: the user, the tier card, subscription details, capability checks and the detailed
 * tier info, with Refresh Tests, View Subscription Plans and Test Document Upload. The signed-in guard sends a
 * visitor with no user to /auth/login.
 */
export function TestUserTierPage() {
  const { user } = useAuthSession();
  const tier = useTierInfo();
  const subscription = useSubscription();
  const refresh = useRefreshBilling();
  const [refreshing, setRefreshing] = useState(false);
  const info = tier.data;
  const loading = tier.isLoading || subscription.isLoading;
  const error = tier.error ?? subscription.error;

  const refreshTests = () => {
    setRefreshing(true);
    void refresh().finally(() => setRefreshing(false));
  };

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 pt-8 pb-16 sm:px-6 lg:px-8">
      <title>User Tier Test · Lectern</title>
      <header className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold tracking-tight">{t.testTitle}</h1>
          <p className="text-muted-foreground">{t.testSubtitle}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={refreshTests} disabled={refreshing || tier.offline}>
            <RefreshCwIcon
              className={refreshing ? "animate-spin motion-reduce:animate-none" : ""}
              aria-hidden="true"
            />
            {t.refreshTests}
          </Button>
          <Link to="/subscription" className={buttonVariants({ variant: "outline" })}>
            {t.viewPlans}
          </Link>
          <Link to="/upload-document" className={buttonVariants()}>
            {t.testUpload}
          </Link>
        </div>
      </header>
      {tier.offline && (
        <OfflineDataNotice savedAt={info ? tier.savedAt : undefined} testId="tier-test-offline" />
      )}
      {user && (
        <FactsCard
          title={t.userHeading}
          testId="test-user"
          rows={[
            [
              t.userId,
              <code key="id" className="font-mono text-xs" data-testid="test-user-id">
                {user.id}
              </code>,
            ],
            [
              t.email,
              <span key="email" data-testid="test-user-email">
                {user.email}
              </span>,
            ],
            [
              t.createdAt,
              <span key="created" data-testid="test-user-created">
                {formatBillingDate(user.createdAt)}
              </span>,
            ],
          ]}
        />
      )}
      <TierCard />
      {loading && <Spinner label={messages.app.loading} showLabel />}
      {!loading && !tier.offline && error && (!info || subscription.data === undefined) && (
        <Alert variant="error">{error.message}</Alert>
      )}
      {subscription.data !== undefined && <SubscriptionDetails subscription={subscription.data} />}
      {info && subscription.data !== undefined && (
        <CapabilityChecks subscription={subscription.data} info={info} />
      )}
      {info && <TierInfoDetails info={info} />}
    </div>
  );
}
