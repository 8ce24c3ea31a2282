// Plans, subscription, payments and tier info (issue 20): online-only server state, kept 5 minutes on the device.

export {
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
export {
  BILLING_DATA,
  type BillingActions,
  useBillingActions,
  usePayments,
  usePaymentsConfig,
  usePlans,
  useRefreshBilling,
  useSubscription,
  useTierInfo,
} from "./hooks";
