import { ScreenPlaceholder } from "@/ui/screen-placeholder";

// spec 2 §2: the tier diagnostics page.
export function TestUserTierPage() {
  return <ScreenPlaceholder title="User Tier Test" />;
}
