import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import {
  consumeRateLimit,
  isRemembered,
  type RateLimitRule,
  refundRateLimit,
  rememberKey,
} from "../services/rate-limit.ts";

/** How long an address that signed in to an account stays trusted for it when the account is under attack. */
export const KNOWN_ADDRESS_TTL_SECONDS = 30 * 24 * 60 * 60;

export type Admission = { allowed: true; charged: string[] } | { allowed: false; retryAfter: number };

type Charge = { key: string; rule: RateLimitRule; bypass?: () => Promise<boolean> };

/**
 * Consumes every charge at once (atomic per key, so concurrent attempts cannot overshoot); if any refuses, all are
 * refunded — a refused request was never an attempt — and the longest wait is answered.
 */
async function admit(db: Database, charges: Charge[]): Promise<Admission> {
  const now = Date.now();
  const verdicts = [];
  for (const charge of charges) verdicts.push(await consumeRateLimit(db, charge.key, charge.rule, now));
  let retryAfter = 0;
  for (const [i, verdict] of verdicts.entries()) {
    if (verdict.allowed || (await charges[i]?.bypass?.())) continue;
    retryAfter = Math.max(retryAfter, verdict.retryAfter ?? 1);
  }
  if (retryAfter === 0) return { allowed: true, charged: charges.map((c) => c.key) };
  await refund(
    db,
    charges.map((c) => c.key),
  );
  return { allowed: false, retryAfter };
}

export async function refund(db: Database, keys: string[]) {
  for (const key of keys) await refundRateLimit(db, key);
}

const knownAddressKey = (email: string, ip: string) => `signin:known:${email}|${ip}`;

/**
 * Sign-in counts FAILED attempts only (issue 12), three ways: per e-mail and address (a guesser at one account
 * from one place), per address (one place guessing many accounts), and per e-mail across every address with a
 * higher ceiling (a guesser spread over many places). Over the last two, an address that signed in to this account
 * before still gets in: an attacker can slow the account's guessing down but never lock its student out.
 * The caller refunds `charged` when the attempt did not fail (`signInSettled`).
 */
export function admitSignIn(db: Database, config: Config, email: string, ip: string): Promise<Admission> {
  const knownAddress = () => isRemembered(db, knownAddressKey(email, ip));
  return admit(db, [
    { key: `signin:fail:${email}|${ip}`, rule: config.authEmailRateLimit },
    // A school behind one NAT address: others' typos there never lock out a student who signed in from it.
    { key: `signin:fail-ip:${ip}`, rule: config.authRateLimit, bypass: knownAddress },
    {
      key: `signin:fail-account:${email}`,
      rule: { max: config.authAccountRateLimitMax, windowSeconds: config.authEmailRateLimit.windowSeconds },
      bypass: knownAddress,
    },
  ]);
}

/**
 * After better-auth answered an admitted sign-in: only a refused password (401) stays counted. A success makes
 * the address known for the account.
 */
export async function signInSettled(
  db: Database,
  admission: { charged: string[] },
  email: string,
  ip: string,
  status: number,
) {
  if (status === 401) return;
  await refund(db, admission.charged);
  if (status === 200) await rememberKey(db, knownAddressKey(email, ip), KNOWN_ADDRESS_TTL_SECONDS);
}

/**
 * Sign-up, resend and reset send mail, so every request counts: per address and path, and per e-mail and address.
 * Their keys are their own path's, so no number of reset requests ever blocks sign-in. Mail to one e-mail across
 * addresses is capped where it is sent (`allowMail`), never by refusing the request.
 */
export function admitMailRequest(
  db: Database,
  config: Config,
  path: string,
  email: string | null,
  ip: string,
): Promise<Admission> {
  const charges: Charge[] = [{ key: `auth:${path}:${ip}`, rule: config.authRateLimit }];
  if (email) charges.push({ key: `auth:${path}:${email}|${ip}`, rule: config.authEmailRateLimit });
  return admit(db, charges);
}

/**
 * Whether one more mail of `kind` may go to `email` in this window: beyond the per-e-mail ceiling the request is
 * answered as usual but sends nothing, so a stranger can neither flood an inbox nor block its owner's requests
 * (the owner still holds the links already sent, each valid for an hour).
 */
export async function allowMail(db: Database, config: Config, kind: string, email: string): Promise<boolean> {
  const verdict = await consumeRateLimit(
    db,
    `mail:${kind}:${email.toLowerCase()}`,
    config.authEmailRateLimit,
  );
  return verdict.allowed;
}
