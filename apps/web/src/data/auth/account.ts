// Account calls (spec 1 §7 auth, §8 account results). Each returns an account result; a call whose request
// itself fails (network down) throws, and the screen shows its own error toast (spec 1 §8 screen toasts).

import { messages } from "@lectern/core";
import {
  type AccountResult,
  type AccountSuccess,
  accountFailure,
  accountSuccess,
  toAccountResult,
} from "./account-result";
import { authClient } from "./auth-client";
import { writeCachedUser } from "./session-cache";
import { fullName } from "./session-user";

const { auth } = messages;

/** Asks better-auth to read the session again; resolves when the session store has the answer. */
export async function refreshSession(): Promise<void> {
  const session = authClient.$store.atoms.session as
    | { get: () => { refetch?: () => Promise<void> } }
    | undefined;
  await session?.get().refetch?.();
}

export type SignInResult = AccountResult | (AccountSuccess & { twoFactorRequired: true });

/** Signs in by e-mail and password; with two-factor on, the answer asks for the code step instead. */
export async function signIn(email: string, password: string): Promise<SignInResult> {
  const { data, error } = await authClient.signIn.email({ email, password });
  if (error) return accountFailure(error, auth.signInFailed);
  if (data && "twoFactorRedirect" in data && data.twoFactorRedirect) {
    return { success: true, message: auth.twoFactorPrompt, twoFactorRequired: true };
  }
  await refreshSession();
  return accountSuccess(auth.signedIn);
}

/** Finishes a two-factor sign-in with an authenticator code, or one of the backup codes. */
export async function verifySignInCode(code: string, kind: "totp" | "backup"): Promise<AccountResult> {
  const answer =
    kind === "totp"
      ? await authClient.twoFactor.verifyTotp({ code })
      : await authClient.twoFactor.verifyBackupCode({ code });
  if (answer.error) return accountFailure(answer.error, auth.twoFactorInvalidCode);
  await refreshSession();
  return accountSuccess(auth.signedIn);
}

export type SignUpInput = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** Where the e-mailed verification link lands. */
  callbackURL: string;
};

/** Creates the account and sends the verification e-mail; there is no session until the e-mail is verified. */
export async function signUp(input: SignUpInput): Promise<AccountResult> {
  const answer = await authClient.signUp.email({
    email: input.email,
    password: input.password,
    name: fullName(input.firstName, input.lastName),
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    callbackURL: input.callbackURL,
  });
  return toAccountResult(answer, auth.accountCreated, auth.createAccountFailed);
}

export async function resendVerification(email: string, callbackURL: string): Promise<AccountResult> {
  const answer = await authClient.sendVerificationEmail({ email, callbackURL });
  return toAccountResult(answer, auth.verificationEmailSent, auth.sendVerificationFailed);
}

/** Ends this device's session. Local data is cleared by the caller first (see sign-out-cleanup.ts). */
export async function signOut(): Promise<AccountResult> {
  const answer = await authClient.signOut();
  if (!answer.error) writeCachedUser(null);
  return toAccountResult(answer, auth.signedOut, auth.signOutFailed);
}

/** Ends every session of the user, this one included ("Sign out of all devices"). */
export async function signOutEverywhere(): Promise<AccountResult> {
  const answer = await authClient.revokeSessions();
  return toAccountResult(answer, auth.signedOutEverywhere, auth.signOutFailed);
}

/** Same answer whether or not the e-mail has an account (no enumeration, issue 4). */
export async function requestPasswordReset(email: string): Promise<AccountResult> {
  const answer = await authClient.requestPasswordReset({ email, redirectTo: "/reset-password" });
  return toAccountResult(answer, auth.resetEmailSent, auth.sendResetEmailFailed);
}

export async function resetPassword(token: string, newPassword: string): Promise<AccountResult> {
  const answer = await authClient.resetPassword({ token, newPassword });
  if (answer.error?.code === "INVALID_TOKEN") {
    return {
      success: false,
      error: auth.resetLinkInvalid,
      code: "INVALID_TOKEN",
      status: answer.error.status,
    };
  }
  return toAccountResult(answer, auth.passwordUpdated, auth.updatePasswordFailed);
}

/** Needs the current password; other devices are signed out. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<AccountResult> {
  const answer = await authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions: true });
  return toAccountResult(answer, auth.passwordUpdated, auth.updatePasswordFailed);
}

export async function updateProfile(firstName: string, lastName: string): Promise<AccountResult> {
  const answer = await authClient.updateUser({
    firstName: firstName.trim(),
    lastName: lastName.trim(),
    name: fullName(firstName, lastName),
  });
  return toAccountResult(answer, auth.profileUpdated, auth.updateProfileFailed);
}
