import { messages } from "@lectern/core";
import { and, eq, sql } from "drizzle-orm";
import type { Auth } from "../../auth/auth.ts";
import type { Database } from "../../db/client.ts";
import { account, user } from "../../db/schema/index.ts";
import { withUserWrites } from "../../db/user-writes.ts";
import { userOwnedTables } from "./owned-tables.ts";

/** What the student sends to delete the account: the typed word, and the password or a current 2FA code. */
export type DeletionRequest = { confirmation: string; password?: string; code?: string };

export type DeletionCheck = { ok: true } | { ok: false; status: 400 | 403; error: string };

/**
 * Whether the request proves it is the student (issue 18 §6): the typed word, then a current code from the
 * authenticator for an account with two-factor on (a password alone, perhaps phished, must not be enough to erase
 * it), else the account's password. Checked with better-auth's own password hashing and TOTP verification.
 */
export async function checkDeletionRequest(
  auth: Auth,
  db: Database,
  userId: string,
  request: DeletionRequest,
  headers: Headers,
): Promise<DeletionCheck> {
  const word = messages.account.confirmationWord;
  if (request.confirmation.trim() !== word)
    return { ok: false, status: 400, error: messages.account.confirmationMismatch(word) };
  const [owner] = await db
    .select({ twoFactorEnabled: user.twoFactorEnabled })
    .from(user)
    .where(eq(user.id, userId));
  if (owner?.twoFactorEnabled) {
    if (!request.code) return { ok: false, status: 400, error: messages.account.codeRequired };
    return (await codeIsCurrent(auth, request.code, headers))
      ? { ok: true }
      : { ok: false, status: 403, error: messages.account.wrongCode };
  }
  if (!request.password) return { ok: false, status: 400, error: messages.account.passwordRequired };
  return (await passwordMatches(auth, db, userId, request.password))
    ? { ok: true }
    : { ok: false, status: 403, error: messages.account.wrongPassword };
}

async function passwordMatches(auth: Auth, db: Database, userId: string, password: string) {
  const [credential] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
  const context = await auth.$context;
  if (!credential?.hash) {
    await context.password.hash(password); // the same work as a real check: the answer's time tells nothing
    return false;
  }
  return context.password.verify({ hash: credential.hash, password });
}

/** better-auth's TOTP check for the signed-in user (no side effect once two-factor is on); a refusal throws. */
async function codeIsCurrent(auth: Auth, code: string, headers: Headers): Promise<boolean> {
  try {
    await auth.api.verifyTOTP({ body: { code }, headers });
    return true;
  } catch {
    return false;
  }
}

/**
 * Removes every row of the user in one transaction (issue 18 §6): each table of the schema with a user_id column
 * (owned-tables.ts), better-auth's verification rows that name the user (reset tokens, 2FA challenges and their
 * attempt counters, trusted devices) or the e-mail, the rate-limit keys that name the user id or the e-mail, and
 * last the user. Under the user's write lock, so no push of the user's commits in the middle of it.
 */
export async function deleteAccountRows(db: Database, userId: string, email: string): Promise<void> {
  const address = email.toLowerCase();
  await withUserWrites(db, userId, async (tx) => {
    for (const { name, userColumn } of userOwnedTables()) {
      await tx.execute(
        sql`delete from ${sql.identifier(name)} where ${sql.identifier(userColumn)} = ${userId}::uuid`,
      );
    }
    await tx.execute(sql`delete from verification where value = ${userId}
      or identifier in (select '2fa-attempts-' || identifier from verification where value = ${userId})
      or lower(identifier) = ${address}`);
    // Keys are `<kind>:<e-mail>` or `<kind>:<e-mail>|<address>` (auth/attempt-limits.ts), or name the user id.
    await tx.execute(sql`delete from rate_limit where position(${userId} in key) > 0
      or position(${`:${address}|`} in lower(key)) > 0
      or right(lower(key), ${address.length + 1}) = ${`:${address}`}`);
    await tx.delete(user).where(eq(user.id, userId));
  });
}
