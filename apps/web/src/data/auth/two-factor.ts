// Optional TOTP two-factor from Settings (issue 4): enrol with the password, scan the QR code, confirm with a
// code; disable with the password.

import { messages } from "@lectern/core";
import { refreshSession } from "./account";
import { type AccountFailure, type AccountResult, accountFailure, toAccountResult } from "./account-result";
import { authClient } from "./auth-client";

const { auth } = messages;

export type TwoFactorEnrolment = { success: true; totpURI: string; backupCodes: string[] };

/** First step: checks the password and returns the authenticator URI and the backup codes. */
export async function startTwoFactorEnrolment(
  password: string,
): Promise<TwoFactorEnrolment | AccountFailure> {
  const { data, error } = await authClient.twoFactor.enable({ password, method: "totp" });
  if (error || !data || data.method !== "totp") return accountFailure(error, auth.twoFactorEnableFailed);
  return { success: true, totpURI: data.totpURI, backupCodes: data.backupCodes };
}

/** Second step: a code from the app proves it was set up; two-factor is on from now. */
export async function confirmTwoFactorEnrolment(code: string): Promise<AccountResult> {
  const answer = await authClient.twoFactor.verifyTotp({ code });
  if (answer.error) return accountFailure(answer.error, auth.twoFactorInvalidCode);
  await refreshSession();
  return toAccountResult(answer, auth.twoFactorEnabled, auth.twoFactorEnableFailed);
}

export async function disableTwoFactor(password: string): Promise<AccountResult> {
  const answer = await authClient.twoFactor.disable({ password });
  if (!answer.error) await refreshSession();
  return toAccountResult(answer, auth.twoFactorDisabled, auth.twoFactorDisableFailed);
}

/** The secret inside an otpauth:// URI, for typing into an app by hand. */
export function totpSecret(totpURI: string): string {
  try {
    return new URL(totpURI).searchParams.get("secret") ?? "";
  } catch {
    return "";
  }
}
