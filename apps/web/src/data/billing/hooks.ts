import type {
  CreatePaymentRequest,
  PaymentsConfig,
  PaymentWithPlan,
  SubscriptionPlan,
  SubscriptionWithPlan,
  TierInfo,
  VerifyPaymentRequest,
  VerifyPaymentResponse,
} from "@lectern/core";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { type OnlineData, useAskAgainOnVisit, useOnlineData } from "@/data/online";
import {
  checkoutUrlOf,
  fetchPayments,
  fetchPaymentsConfig,
  fetchPlans,
  fetchSubscription,
  fetchTierInfo,
  postCancelSubscription,
  postCreatePayment,
  postVerifyPayment,
} from "./api";

/** The online-data names (device cache keys) of the billing screens' server state (spec 1 §9: 5 minutes). */
export const BILLING_DATA = {
  plans: "plans",
  paymentsConfig: "payments-config",
  subscription: "subscription",
  payments: "payments",
  tierInfo: "tier-info",
  /** useTier's name (data/online): the same GET /api/tier, read as the tier decision. */
  tier: "tier",
} as const;

/** What a payment or a cancel changes on the server: the subscription, the payments and the tier. */
const CHANGED_BY_PAYMENTS: readonly string[] = [
  BILLING_DATA.subscription,
  BILLING_DATA.payments,
  BILLING_DATA.tierInfo,
  BILLING_DATA.tier,
];

export function usePlans(): OnlineData<SubscriptionPlan[]> {
  return useOnlineData(BILLING_DATA.plans, fetchPlans);
}

export function usePaymentsConfig(): OnlineData<PaymentsConfig> {
  return useOnlineData(BILLING_DATA.paymentsConfig, fetchPaymentsConfig);
}

export function useSubscription(): OnlineData<SubscriptionWithPlan | null> {
  useAskAgainOnVisit(BILLING_DATA.subscription);
  return useOnlineData(BILLING_DATA.subscription, fetchSubscription);
}

export function usePayments(): OnlineData<PaymentWithPlan[]> {
  useAskAgainOnVisit(BILLING_DATA.payments);
  return useOnlineData(BILLING_DATA.payments, fetchPayments);
}

export function useTierInfo(): OnlineData<TierInfo> {
  useAskAgainOnVisit(BILLING_DATA.tierInfo);
  return useOnlineData(BILLING_DATA.tierInfo, fetchTierInfo);
}

/** Marks the given online data of the signed-in user stale; the screens showing it fetch it again. */
function refreshOnline(queryClient: QueryClient, names: readonly string[]): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] === "online" && names.includes(String(query.queryKey[2] ?? "")),
  });
}

/** Asks the server again for the subscription, the payments and the tier (/test-user-tier's Refresh Tests). */
export function useRefreshBilling(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => refreshOnline(queryClient, CHANGED_BY_PAYMENTS), [queryClient]);
}

export interface BillingActions {
  /** POST /api/payments/create; resolves to the gateway's checkout page. */
  createCheckout: (request: CreatePaymentRequest) => Promise<string>;
  /** POST /api/payments/verify; a completed payment refreshes the subscription, payments and tier. */
  verifyPayment: (request: VerifyPaymentRequest) => Promise<VerifyPaymentResponse>;
  /** POST /api/subscription/cancel; refreshes the subscription, payments and tier. */
  cancelSubscription: (subscriptionId: string) => Promise<SubscriptionWithPlan>;
}

export function useBillingActions(): BillingActions {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      createCheckout: async (request) => checkoutUrlOf(await postCreatePayment(request)),
      verifyPayment: async (request) => {
        const answer = await postVerifyPayment(request);
        if (answer.status === "completed") await refreshOnline(queryClient, CHANGED_BY_PAYMENTS);
        return answer;
      },
      cancelSubscription: async (subscriptionId) => {
        const subscription = await postCancelSubscription(subscriptionId);
        await refreshOnline(queryClient, CHANGED_BY_PAYMENTS);
        return subscription;
      },
    }),
    [queryClient],
  );
}
