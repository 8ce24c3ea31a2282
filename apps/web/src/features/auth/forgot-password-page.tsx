import { ScreenPlaceholder } from "@/ui/screen-placeholder";

// spec 1 §2: e-mail field, Send Reset Link, back to sign-in.
export function ForgotPasswordPage() {
  return <ScreenPlaceholder title="Forgot password" />;
}
