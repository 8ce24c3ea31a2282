import { messages, type SubscriptionWithPlan } from "@lectern/core";
import { useBillingActions } from "@/data/billing";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { notify } from "@/ui/toaster";
import { formatBillingDate } from "./billing-format";

const t = messages.billingScreens;

/** spec 2 §5: cancelling a subscription requires confirmation; access continues until period end (§4). */
export function CancelSubscriptionDialog({
  subscription,
  onClose,
}: {
  subscription: SubscriptionWithPlan;
  onClose: () => void;
}) {
  const { cancelSubscription } = useBillingActions();
  return (
    <ConfirmDialog
      testId="cancel-subscription-dialog"
      title={t.cancelTitle}
      description={messages.plans.confirmCancel}
      cancelLabel={t.keepSubscription}
      confirmLabel={t.cancelSubscription}
      busyLabel={t.cancelling}
      failedMessage={messages.payments.cancelFailed}
      onClose={onClose}
      onConfirm={async () => {
        try {
          const cancelled = await cancelSubscription(subscription.id);
          notify.success(messages.payments.cancelled(formatBillingDate(cancelled.current_period_end)));
        } catch (error) {
          notify.error(messages.payments.cancelFailed);
          throw error;
        }
      }}
    />
  );
}
