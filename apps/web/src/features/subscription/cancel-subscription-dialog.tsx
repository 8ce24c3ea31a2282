import { messages, type SubscriptionWithPlan } from "@lectern/core";
import { useState } from "react";
import { useBillingActions } from "@/data/billing";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/ui/dialog";
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
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const confirm = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const cancelled = await cancelSubscription(subscription.id);
      notify.success(messages.payments.cancelled(formatBillingDate(cancelled.current_period_end)));
      onClose();
    } catch {
      notify.error(messages.payments.cancelFailed);
      setFailed(true);
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent role="alertdialog" data-testid="cancel-subscription-dialog">
        <DialogHeader>
          <DialogTitle>{t.cancelTitle}</DialogTitle>
          <DialogDescription>{messages.plans.confirmCancel}</DialogDescription>
        </DialogHeader>
        {failed && <Alert variant="error">{messages.payments.cancelFailed}</Alert>}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t.keepSubscription}
          </Button>
          <Button variant="destructive" onClick={() => void confirm()} disabled={busy}>
            {busy ? t.cancelling : t.cancelSubscription}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
