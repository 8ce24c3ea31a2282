import { ScreenPlaceholder } from "@/ui/screen-placeholder";

// spec 2 §2: Plans, Current Subscription, Billing History.
export function SubscriptionPage() {
  return <ScreenPlaceholder title="Subscription" />;
}
