import { messages } from "@lectern/core";
import { useState } from "react";
import {
  confirmTwoFactorEnrolment,
  disableTwoFactor,
  startTwoFactorEnrolment,
  totpSecret,
} from "@/data/auth";
import { notify } from "@/ui/toaster";

export type Enrolment = { qrDataUrl: string; secret: string; backupCodes: string[] };

type Phase =
  | { kind: "idle" }
  | { kind: "password"; action: "enable" | "disable" }
  | { kind: "scan"; enrolment: Enrolment };

async function qrCodeFor(uri: string): Promise<string> {
  const QRCode = await import("qrcode");
  return QRCode.toDataURL(uri, { margin: 1, width: 224, errorCorrectionLevel: "M" });
}

/**
 * Two-factor from Settings: password → QR code and backup codes → a code from the app confirms it; or password →
 * off. `error` is the last refusal, shown in the section.
 */
export function useTwoFactor() {
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch {
      setError(messages.auth.twoFactorEnableFailed);
    } finally {
      setBusy(false);
    }
  };

  const askPassword = (action: "enable" | "disable") => {
    setError(null);
    setPhase({ kind: "password", action });
  };

  const cancel = () => {
    setError(null);
    setPhase({ kind: "idle" });
  };

  const submitPassword = (password: string) =>
    run(async () => {
      if (phase.kind !== "password") return;
      if (phase.action === "disable") {
        const result = await disableTwoFactor(password);
        if (!result.success) return setError(result.error);
        notify.success(result.message);
        setPhase({ kind: "idle" });
        return;
      }
      const result = await startTwoFactorEnrolment(password);
      if (!result.success) return setError(result.error);
      const qrDataUrl = await qrCodeFor(result.totpURI);
      setPhase({
        kind: "scan",
        enrolment: { qrDataUrl, secret: totpSecret(result.totpURI), backupCodes: result.backupCodes },
      });
    });

  const confirmCode = (code: string) =>
    run(async () => {
      const result = await confirmTwoFactorEnrolment(code);
      if (!result.success) return setError(result.error);
      notify.success(result.message);
      setPhase({ kind: "idle" });
    });

  return { phase, error, busy, askPassword, cancel, submitPassword, confirmCode };
}
