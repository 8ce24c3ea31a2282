import { ScreenPlaceholder } from "@/ui/screen-placeholder";

// Target of the password-reset e-mails (spec 1 §2).
export function ResetPasswordPage() {
  return <ScreenPlaceholder title="Reset password" />;
}
