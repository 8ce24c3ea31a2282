// Form rules of the spec as schemas, so the screen (react-hook-form) and the server check the same thing.

import { z } from "zod";
import { WAITLIST_REFERRAL_MAX_CHARS } from "../constants/landing.ts";
import { CONTENT_MAX_CHARS, TITLE_MAX_CHARS } from "../constants/limits.ts";
import { GOAL_MIN_TARGET } from "../constants/progress.ts";
import { MIN_PASSWORD_LENGTH } from "../constants/timing.ts";
import { messages } from "../messages.ts";
import { emailSchema, isoTimestampSchema } from "./common.ts";
import { GOAL_PERIODS, GOAL_TYPES } from "./enums.ts";
import { secretText, text } from "./primitives.ts";

const required = (message: string) => text().trim().min(1, message);

/** Register (spec 1 §2, §5): names, e-mail and passwords required; 6+ characters; passwords match. */
export const registerFormSchema = z
  .object({
    firstName: required(messages.auth.firstNameRequired).max(100),
    lastName: required(messages.auth.lastNameRequired).max(100),
    email: required(messages.auth.emailRequired).pipe(emailSchema),
    password: secretText()
      .min(1, messages.auth.passwordRequired)
      .min(MIN_PASSWORD_LENGTH, messages.auth.passwordTooShort)
      .max(256),
    confirmPassword: secretText().min(1, messages.auth.confirmPasswordRequired),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: messages.auth.passwordsDoNotMatch,
    path: ["confirmPassword"],
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** Login (spec 1 §5): e-mail and password required. */
export const loginFormSchema = z.object({
  email: required(messages.auth.emailRequired).pipe(emailSchema),
  password: secretText().min(1, messages.auth.passwordRequired).max(256),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** Forgot password (spec 1 §2): one e-mail field. */
export const forgotPasswordFormSchema = z.object({
  email: required(messages.auth.emailRequired).pipe(emailSchema),
});
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

/** A new password and its confirmation, with the register rules (spec 1 §5). */
const newPasswordFields = {
  password: secretText()
    .min(1, messages.auth.passwordRequired)
    .min(MIN_PASSWORD_LENGTH, messages.auth.passwordTooShort)
    .max(256),
  confirmPassword: secretText().min(1, messages.auth.confirmPasswordRequired),
};
const passwordsMatch = <T extends { password: string; confirmPassword: string }>(form: T) =>
  form.password === form.confirmPassword;
const mismatch = { message: messages.auth.passwordsDoNotMatch, path: ["confirmPassword"] };

/** Reset password (target of the e-mailed link): a new password twice. */
export const resetPasswordFormSchema = z.object(newPasswordFields).refine(passwordsMatch, mismatch);
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** Change password in Settings: the current one, then a new one twice. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: secretText().min(1, messages.auth.currentPasswordRequired).max(256),
    ...newPasswordFields,
  })
  .refine(passwordsMatch, mismatch);
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** Profile names in Settings, required as at registration. */
export const profileFormSchema = z.object({
  firstName: required(messages.auth.firstNameRequired).max(100),
  lastName: required(messages.auth.lastNameRequired).max(100),
});
export type ProfileForm = z.infer<typeof profileFormSchema>;

/** The landing page's waitlist form: an e-mail and an optional referral source (spec 1 §2). */
export const waitlistFormSchema = z.object({
  email: required(messages.auth.emailRequired).pipe(emailSchema),
  referral_source: text().trim().max(WAITLIST_REFERRAL_MAX_CHARS).optional(),
});
export type WaitlistForm = z.infer<typeof waitlistFormSchema>;

/** Saving a note needs a title and content (spec 1 §5). */
export const noteSaveFormSchema = z.object({
  title: required(messages.notes.titleAndContentRequired).max(TITLE_MAX_CHARS),
  content: required(messages.notes.titleAndContentRequired).max(CONTENT_MAX_CHARS),
});
export type NoteSaveForm = z.infer<typeof noteSaveFormSchema>;

/** Goal form (spec 2 §3, §5): title required, target a number of at least 1, unit required. */
export const goalFormSchema = z.object({
  title: required(messages.progress.goalTitleRequired).max(TITLE_MAX_CHARS),
  goalType: z.enum(GOAL_TYPES),
  targetValue: z
    .number({ error: messages.progress.goalTargetMin })
    .min(GOAL_MIN_TARGET, messages.progress.goalTargetMin),
  unit: required(messages.progress.goalUnitRequired).max(50),
  period: z.enum(GOAL_PERIODS),
  // a date input gives YYYY-MM-DD; only the custom period has one (spec 2 §4)
  endDate: z.union([z.iso.date(), isoTimestampSchema]).nullable().optional(),
});
export type GoalForm = z.infer<typeof goalFormSchema>;
