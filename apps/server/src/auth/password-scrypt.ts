// Lectern's password hash: better-auth's scrypt settings and format (@better-auth/utils/password), so every hash it
// made verifies here and every hash made here verifies there: `<salt as 32 hex digits>:<64-byte key in hex>`, the
// salt's hex text being the salt, the password NFKC-normalised. The password worker hashes with it; the load
// bench's reference server checks sign-ins with it (bench/support/load-reference-server.ts).
import { randomBytes, scryptSync, timingSafeEqual } from "node:crypto";

export const SCRYPT = { N: 16384, r: 16, p: 1, maxmem: 128 * 16384 * 16 * 2 } as const;
export const KEY_LENGTH = 64;

/** The text scrypt is given for a password. */
export const scryptInput = (password: string) => password.normalize("NFKC");

export function keyOf(password: string, salt: string): Buffer {
  return scryptSync(scryptInput(password), salt, KEY_LENGTH, SCRYPT);
}

/** A new stored hash of `password`, with a fresh salt. */
export function newPasswordHash(password: string): string {
  const salt = randomBytes(16).toString("hex");
  return `${salt}:${keyOf(password, salt).toString("hex")}`;
}

/** A stored hash's salt and key, or null when it is not `<salt>:<key>`. */
export function storedHash(hash: string): { salt: string; key: Buffer } | null {
  const [salt, key] = hash.split(":");
  return salt && key ? { salt, key: Buffer.from(key, "hex") } : null;
}

/** Whether a password's key is the stored one, in constant time. */
export function sameKey(actual: Buffer, stored: Buffer): boolean {
  return actual.length === stored.length && timingSafeEqual(actual, stored);
}
