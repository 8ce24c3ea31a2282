import { ScreenPlaceholder } from "@/ui/screen-placeholder";

// spec 2 §2: loading, then success or failed, and Go to Home.
export function PaymentCallbackPage() {
  return <ScreenPlaceholder title="Payment" />;
}
