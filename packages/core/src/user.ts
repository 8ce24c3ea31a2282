// How the app names the signed-in user — spec 1 §2.

import { messages } from "./messages.ts";

/** The parts of the auth user the naming rules read (spec 1 §3: e-mail and user_metadata). */
export type NamedUser = {
  email?: string | null;
  user_metadata?: { full_name?: unknown; first_name?: unknown } | null;
};

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** The part of an e-mail before the at sign, or '' when there is none. */
export function emailPrefix(email: string | null | undefined): string {
  const value = text(email);
  const at = value.indexOf("@");
  return (at === -1 ? value : value.slice(0, at)).trim();
}

/** Display name (spec 1 §2): full name, else first name, else the e-mail prefix, else 'User'. */
export function displayName(user: NamedUser | null | undefined): string {
  return (
    text(user?.user_metadata?.full_name) ||
    text(user?.user_metadata?.first_name) ||
    emailPrefix(user?.email) ||
    messages.app.userFallbackName
  );
}

/** Initials of the display name for the user menu (spec 1 §2): up to two letters, upper case. */
export function userInitials(user: NamedUser | null | undefined): string {
  const words = displayName(user).split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters
    .map((word) => Array.from(word ?? "")[0] ?? "")
    .join("")
    .toUpperCase();
}

/** Home greeting name (spec 1 §2): the e-mail prefix, else 'Scholar'. */
export function greetingName(email: string | null | undefined): string {
  return emailPrefix(email) || messages.app.greetingFallbackName;
}
