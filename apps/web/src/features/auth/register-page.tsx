import { ScreenPlaceholder } from "@/ui/screen-placeholder";

// spec 1 §2: names, e-mail, password and confirmation.
export function RegisterPage() {
  return <ScreenPlaceholder title="Create account" />;
}
