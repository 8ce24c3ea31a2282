import { messages } from "@lectern/core";
import { useState } from "react";
import { resendVerification, type SessionUser, verificationCallbackURL } from "@/data/auth";
import { Badge } from "@/ui/badge";
import { Button } from "@/ui/button";
import { notify } from "@/ui/toaster";
import { SettingsSection } from "./settings-section";

/** The account's e-mail address and whether it is verified, with a resend when it is not. */
export function EmailSection({ user }: { user: SessionUser }) {
  const [sending, setSending] = useState(false);

  const resend = async () => {
    setSending(true);
    try {
      const result = await resendVerification(user.email, verificationCallbackURL("/settings"));
      if (result.success) notify.success(result.message);
      else notify.error(result.error);
    } catch {
      notify.error(messages.auth.sendVerificationFailed);
    } finally {
      setSending(false);
    }
  };

  return (
    <SettingsSection
      id="email"
      title="Email address"
      aside={
        user.emailVerified ? (
          <Badge variant="success">Verified</Badge>
        ) : (
          <Badge variant="outline">Not verified</Badge>
        )
      }
    >
      <div className="flex flex-col gap-3">
        <p className="font-medium break-all">{user.email}</p>
        <p className="text-sm text-muted-foreground">
          {user.emailVerified ? messages.auth.verificationDone : messages.auth.verificationPending}
        </p>
        {!user.emailVerified && (
          <Button variant="outline" className="w-fit" disabled={sending} onClick={() => void resend()}>
            {messages.auth.resendVerification}
          </Button>
        )}
      </div>
    </SettingsSection>
  );
}
