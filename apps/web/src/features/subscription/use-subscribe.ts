import { messages, type SubscriptionPlan } from "@lectern/core";
import { useState } from "react";
import { ApiError } from "@/data/api/api-error";
import { useAuthSession } from "@/data/auth";
import { useBillingActions, usePaymentsConfig } from "@/data/billing";
import { useSyncStatus } from "@/data/connectivity";
import { notify } from "@/ui/toaster";
import { checkoutErrorMessage, checkoutStep } from "./checkout";

export interface Subscribe {
  /** The plan whose checkout is starting (its button is busy). */
  startingPlanId: string | null;
  subscribe: (plan: SubscriptionPlan) => void;
}

/** Subscribe on a plan card (spec 2 §7): leave for the gateway's checkout page, or say why not. */
export function useSubscribe(): Subscribe {
  const { user } = useAuthSession();
  const { online } = useSyncStatus();
  const { data: config } = usePaymentsConfig();
  const { createCheckout } = useBillingActions();
  const [startingPlanId, setStartingPlanId] = useState<string | null>(null);

  const subscribe = (plan: SubscriptionPlan) => {
    if (startingPlanId) return;
    const step = checkoutStep({ plan, online, user, config, origin: window.location.origin });
    if (step.kind === "refuse") {
      notify.error(step.message, { id: "checkout" });
      return;
    }
    if (step.kind === "redirect") {
      window.location.assign(step.url);
      return;
    }
    setStartingPlanId(plan.id);
    createCheckout(step.request).then(
      (url) => {
        notify.info(messages.billingScreens.subscribing, { id: "checkout" });
        window.location.assign(url);
      },
      (error: unknown) => {
        setStartingPlanId(null);
        notify.error(checkoutErrorMessage(error instanceof ApiError ? error.status : null), {
          id: "checkout",
        });
      },
    );
  };

  return { startingPlanId, subscribe };
}
