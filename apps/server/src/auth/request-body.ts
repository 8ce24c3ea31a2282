import { EMAIL_MAX_CHARS, isStorableText } from "@lectern/core";

/** A refusal of the request before better-auth sees it: always a JSON 4xx. */
export type AuthRefusal = { status: 400 | 415; error: string; code: string };
export type AuthBody =
  | { ok: true; body: Record<string, unknown> | undefined }
  | { ok: false; refusal: AuthRefusal };

/** The longest first or last name (as the register form), and so the longest full name: both and a space. */
export const PERSON_NAME_MAX_CHARS = 100;
const FULL_NAME_MAX_CHARS = 2 * PERSON_NAME_MAX_CHARS + 1;
/** Past any real token or password; better-auth refuses long passwords itself (128). */
const FIELD_MAX_CHARS = 4096;

const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json/i;
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * The auth request's body as one object, whatever its encoding. better-auth reads JSON, url-encoded and multipart
 * forms alike (and text/plain as a bare string); reading every encoding here, once, and handing better-auth the
 * same object as JSON means the limits key on exactly what better-auth acts on (issue 12: a form body once
 * skipped the per-e-mail limit). Anything else is refused.
 */
export async function readAuthBody(request: Request, raw: ArrayBuffer): Promise<AuthBody> {
  if (raw.byteLength === 0) return { ok: true, body: undefined };
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (JSON_TYPE.test(type)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(new TextDecoder().decode(raw));
    } catch {
      return refuse(400, "Malformed JSON body", "BAD_REQUEST");
    }
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
      return refuse(400, "The body must be a JSON object", "BAD_REQUEST");
    }
    return { ok: true, body: parsed as Record<string, unknown> };
  }
  if (FORM_TYPES.some((t) => type.startsWith(t))) {
    let form: FormData;
    try {
      form = await new Request("http://form.invalid", {
        method: "POST",
        headers: { "content-type": type },
        body: raw,
      }).formData();
    } catch {
      return refuse(400, "Malformed form body", "BAD_REQUEST");
    }
    const fields: Record<string, unknown> = {};
    for (const [key, value] of form) {
      if (typeof value !== "string")
        return refuse(400, `Invalid ${key}: files are not accepted`, "BAD_REQUEST");
      fields[key] = value;
    }
    return { ok: true, body: fields };
  }
  return refuse(415, "Send the request body as JSON", "UNSUPPORTED_MEDIA_TYPE");
}

const refuse = (status: AuthRefusal["status"], error: string, code: string): AuthBody => ({
  ok: false,
  refusal: { status, error, code },
});

/** Refuses a value the database cannot store (NUL, a broken character) anywhere in the body, path or query. */
function unstorable(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return !isStorableText(value);
  if (value === null || typeof value !== "object" || depth > 8) return false;
  return Object.values(value).some((v) => unstorable(v, depth + 1));
}

const invalid = (field: string, why: string): AuthRefusal => ({
  status: 400,
  error: `Invalid ${field}: ${why}`,
  code: field === "email" ? "INVALID_EMAIL" : "VALIDATION_ERROR",
});

/** The fields of user data: present means a string of bounded length (a null name once reached the database). */
const TEXT_LIMITS: Record<string, { max: number; nullable: boolean }> = {
  email: { max: EMAIL_MAX_CHARS, nullable: false },
  name: { max: FULL_NAME_MAX_CHARS, nullable: false },
  firstName: { max: PERSON_NAME_MAX_CHARS, nullable: true },
  lastName: { max: PERSON_NAME_MAX_CHARS, nullable: true },
};

/**
 * What better-auth would pass to the database unchecked (issue 12: NUL tokens, a NUL or 10 kB e-mail, a null
 * name all gave empty 500s): every string storable and bounded, the user fields of the right type and length.
 */
export function refuseAuthInput(
  path: string,
  query: URLSearchParams,
  body: Record<string, unknown> | undefined,
): AuthRefusal | null {
  if (!isStorableText(path)) return invalid("path", "contains a character that cannot be stored");
  for (const [key, value] of query) {
    if (!isStorableText(value) || value.length > FIELD_MAX_CHARS) return invalid(key, "not a valid value");
  }
  if (!body) return null;
  for (const [key, value] of Object.entries(body)) {
    if (unstorable(value)) return invalid(key, "contains a character that cannot be stored");
    if (typeof value === "string" && value.length > FIELD_MAX_CHARS) return invalid(key, "too long");
    const limit = TEXT_LIMITS[key];
    if (!limit) continue;
    if (value === null && limit.nullable) continue;
    if (typeof value !== "string") return invalid(key, "must be text");
    if (value.length > limit.max) return invalid(key, `at most ${limit.max} characters`);
  }
  return null;
}

/** The e-mail a limit keys on: trimmed and lower-cased, as better-auth stores it. */
export function emailOf(body: Record<string, unknown> | undefined): string | null {
  const email = body?.email;
  return typeof email === "string" && email.trim() ? email.trim().toLowerCase() : null;
}
