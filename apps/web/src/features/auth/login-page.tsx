import { ScreenPlaceholder } from "@/ui/screen-placeholder";

// spec 1 §2: e-mail and password, show/hide, forgot-password and sign-up links.
export function LoginPage() {
  return <ScreenPlaceholder title="Sign in" />;
}
