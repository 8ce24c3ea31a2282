import { messages } from "@lectern/core";
import { ShieldCheckIcon } from "lucide-react";
import type { SessionUser } from "@/data/auth";
import { Alert } from "@/ui/alert";
import { Badge } from "@/ui/badge";
import { Button } from "@/ui/button";
import { InlineSecretForm } from "./inline-secret-form";
import { SettingsSection } from "./settings-section";
import { TwoFactorEnrolment } from "./two-factor-enrolment";
import { useTwoFactor } from "./use-two-factor";

/** Optional TOTP two-factor (issue 4): enrol with a QR code and confirm with a code, or turn it off. */
export function TwoFactorSection({ user }: { user: SessionUser }) {
  const { phase, error, busy, askPassword, cancel, submitPassword, confirmCode } = useTwoFactor();
  const enabled = user.twoFactorEnabled;

  return (
    <SettingsSection
      id="two-factor"
      title="Two-factor authentication"
      description="Ask for a code from an authenticator app as well as your password when you sign in."
      aside={enabled ? <Badge variant="success">On</Badge> : <Badge variant="outline">Off</Badge>}
    >
      <div className="flex flex-col gap-5">
        {error && <Alert variant="error">{error}</Alert>}
        {phase.kind === "idle" && (
          <Button
            variant={enabled ? "outline" : "default"}
            className="w-fit"
            onClick={() => askPassword(enabled ? "disable" : "enable")}
          >
            <ShieldCheckIcon aria-hidden="true" />
            {enabled ? "Turn off two-factor" : "Turn on two-factor"}
          </Button>
        )}
        {phase.kind === "password" && (
          <InlineSecretForm
            id="two-factor-password"
            label="Confirm with your password"
            requiredMessage={messages.auth.passwordRequired}
            submitLabel={phase.action === "enable" ? "Continue" : "Turn off"}
            kind="password"
            busy={busy}
            onSubmit={(password) => void submitPassword(password)}
            onCancel={cancel}
          />
        )}
        {phase.kind === "scan" && (
          <>
            <TwoFactorEnrolment enrolment={phase.enrolment} />
            <InlineSecretForm
              id="two-factor-confirm-code"
              label="Code from the app"
              requiredMessage={messages.auth.codeRequired}
              submitLabel="Confirm and turn on"
              kind="code"
              busy={busy}
              onSubmit={(code) => void confirmCode(code)}
              onCancel={cancel}
            />
          </>
        )}
      </div>
    </SettingsSection>
  );
}
