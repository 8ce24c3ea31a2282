// The signed-in user as screens see it, and how it maps to the spec's naming rules (spec 1 §2, §3).

import type { NamedUser } from "@lectern/core";

export type SessionUser = {
  id: string;
  email: string;
  emailVerified: boolean;
  /** Full name (better-auth's `name`, "First Last" at sign-up). */
  name: string;
  firstName: string;
  lastName: string;
  twoFactorEnabled: boolean;
  createdAt: string | null;
};

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

function isoDate(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === "string" && value) return value;
  return null;
}

/** Reads better-auth's user (or a cached copy of a SessionUser); null when it is not a user. */
export function toSessionUser(raw: unknown): SessionUser | null {
  if (!raw || typeof raw !== "object") return null;
  const user = raw as Record<string, unknown>;
  const id = text(user.id);
  if (!id) return null;
  return {
    id,
    email: text(user.email),
    emailVerified: user.emailVerified === true,
    name: text(user.name),
    firstName: text(user.firstName),
    lastName: text(user.lastName),
    twoFactorEnabled: user.twoFactorEnabled === true,
    createdAt: isoDate(user.createdAt),
  };
}

/** The full name from its parts: "First Last", or whichever part exists. */
export function fullName(firstName: string, lastName: string): string {
  return [firstName.trim(), lastName.trim()].filter(Boolean).join(" ");
}

/** The user in the shape core's naming rules read (spec 1 §3: e-mail and user_metadata). */
export function namedUser(user: SessionUser | null | undefined): NamedUser | null {
  if (!user) return null;
  return {
    email: user.email,
    user_metadata: {
      full_name: user.name || fullName(user.firstName, user.lastName),
      first_name: user.firstName,
    },
  };
}
