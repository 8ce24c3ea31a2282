// Account results, auth toasts and form validation — spec 1 §2, §5, §8 and spec 2 §2, §8.

import { waitInMinutes } from "./limits.ts";

export const auth = {
  // Account results: success messages (spec 1 §8)
  accountCreated: "Account created successfully! Please check your email to verify your account.",
  signedIn: "Signed in successfully!",
  signedOut: "Signed out successfully!",
  resetEmailSent: "Password reset email sent! Check your inbox.",
  passwordUpdated: "Password updated successfully!",
  profileUpdated: "Profile updated successfully!",
  // Account results: fallbacks when the server gives no message (spec 1 §8)
  createAccountFailed: "Failed to create account",
  signInFailed: "Failed to sign in",
  signOutFailed: "Failed to sign out",
  sendResetEmailFailed: "Failed to send reset email",
  updatePasswordFailed: "Failed to update password",
  updateProfileFailed: "Failed to update profile",
  // Screen toasts (spec 1 §8, spec 2 §8)
  signInError: "An error occurred while signing in.",
  createAccountError: "An error occurred while creating your account.",
  sendResetLinkError: "An error occurred while sending the reset link.",
  // Validation (spec 1 §5)
  passwordsDoNotMatch: "Passwords do not match",
  passwordTooShort: "Password must be at least 6 characters long",
  emailOrPhoneRequired: "You must provide either an email or phone number and a password",
  // Lectern wording: the spec says these fields are required without quoting a text (spec 1 §5)
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  emailRequired: "Email is required",
  invalidEmail: "Please enter a valid email address",
  passwordRequired: "Password is required",
  confirmPasswordRequired: "Please confirm your password",
  currentPasswordRequired: "Current password is required",
  codeRequired: "Enter the code",
  // Lectern wording: verification, limits, sessions and two-factor (the spec names these states, not their texts)
  emailNotVerified:
    "Please verify your email address before signing in. Check your inbox for the verification link.",
  resendVerification: "Resend verification e-mail",
  verificationEmailSent: "Verification e-mail sent! Check your inbox.",
  emailVerified: "Your e-mail address is verified. You can sign in now.",
  verificationLinkInvalid: "This verification link is invalid or has expired. Sign in to get a new one.",
  verificationPending: "Your e-mail address is not verified yet.",
  verificationDone: "Your e-mail address is verified.",
  sendVerificationFailed: "Failed to send the verification e-mail",
  /** issue 18 §2: the wait in minutes, rounded up (Retry-After keeps the seconds). */
  tooManyAttempts: (seconds: number) => `Too many attempts. Please try again in ${waitInMinutes(seconds)}.`,
  resetLinkInvalid: "This password reset link is invalid or has expired. Please request a new one.",
  sessionExpired: "Your session has expired. Please sign in again.",
  signedOutEverywhere: "Signed out of all devices.",
  crossOriginRefused: "Request refused: it did not come from this site.",
  twoFactorEnabled: "Two-factor authentication is on.",
  twoFactorDisabled: "Two-factor authentication is off.",
  twoFactorPrompt: "Enter the 6-digit code from your authenticator app.",
  twoFactorInvalidCode: "That code is not valid. Please try again.",
  twoFactorEnableFailed: "Failed to turn on two-factor authentication",
  twoFactorDisableFailed: "Failed to turn off two-factor authentication",
  twoFactorBackupPrompt:
    "Enter one of the backup codes you saved when you turned on two-factor authentication.",
  // Labels (spec 1 §2)
  logIn: "Log In",
  signIn: "Sign In",
  signUp: "Sign Up",
  sendResetLink: "Send Reset Link",
  /** Sign-out with changes the server has not acknowledged, after one try to send them (issue 13). */
  unsavedChangesSignOut: (n: number) =>
    `${n} ${n === 1 ? "change has" : "changes have"} not been saved to the server. Sign out anyway?`,
  /** Lectern wording: the title and the confirm button of that question. */
  unsavedChangesTitle: "Unsaved changes",
  signOutAnyway: "Sign out anyway",
} as const;
