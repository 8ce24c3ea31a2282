import { EMAIL_MAX_CHARS, isStorableText } from "@lectern/core";

/** A refusal of the request before better-auth sees it: always a JSON 4xx. */
export type AuthRefusal = { status: 400 | 403 | 415; error: string; code: string };
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
    let fileField: string | null = null;
    // forEach rather than for…of: the bench project type-checks this file without DOM iterables
    form.forEach((value, key) => {
      if (typeof value === "string") fields[key] = value;
      else fileField ??= key;
    });
    if (fileField !== null) return refuse(400, `Invalid ${fileField}: files are not accepted`, "BAD_REQUEST");
    return { ok: true, body: fields };
  }
  return refuse(415, "Send the request body as JSON", "UNSUPPORTED_MEDIA_TYPE");
}

const refuse = (status: AuthRefusal["status"], error: string, code: string): AuthBody => ({
  ok: false,
  refusal: { status, error, code },
});

/** better-auth's bodies are flat; deeper nesting is hostile (10,000 levels overflowed its validation's stack). */
const MAX_DEPTH = 4;

/**
 * What is wrong with one body value, if anything: nested deeper than MAX_DEPTH, or holding text the database
 * cannot store (NUL, a broken character). Walks with a stack, so a deep value cannot overflow this check either.
 */
function valueProblem(value: unknown): string | null {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [item, depth] = stack.pop() as [unknown, number];
    if (typeof item === "string" && !isStorableText(item))
      return "contains a character that cannot be stored";
    if (item === null || typeof item !== "object") continue;
    if (depth >= MAX_DEPTH) return "nested too deep";
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return null;
}

/** Where better-auth redirects: a path on our own site, or a URL on a trusted origin. */
const REDIRECT_FIELDS: Record<string, string> = {
  callbackURL: "INVALID_CALLBACK_URL",
  redirectTo: "INVALID_REDIRECT_URL",
  errorCallbackURL: "INVALID_ERROR_CALLBACK_URL",
  newUserCallbackURL: "INVALID_NEW_USER_CALLBACK_URL",
};

export function isTrustedRedirect(value: string, origins: string[]): boolean {
  if (value.startsWith("/")) return !value.startsWith("//") && !value.startsWith("/\\");
  try {
    return origins.includes(new URL(value).origin);
  } catch {
    return false;
  }
}

/**
 * better-auth checks redirect targets on writes only; a GET with `callbackURL=false` reached `new URL()` and
 * answered 500. Checked here for every method, as better-auth words it (403 `Invalid callbackURL`).
 */
function redirectProblem(key: string, value: unknown, origins: string[]): AuthRefusal | null {
  const code = REDIRECT_FIELDS[key];
  if (!code || value === undefined || value === "") return null;
  if (typeof value !== "string") return invalid(key, "expected a string");
  if (isTrustedRedirect(value, origins)) return null;
  return { status: 403, error: `Invalid ${key === "redirectTo" ? "redirectURL" : key}`, code };
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
  image: { max: FIELD_MAX_CHARS, nullable: true },
};

/**
 * What better-auth would pass to the database unchecked (issue 12: NUL tokens, a NUL or 10 kB e-mail, a null
 * name all gave empty 500s): every string storable and bounded, the user fields of the right type and length.
 */
export function refuseAuthInput(
  path: string,
  query: URLSearchParams,
  body: Record<string, unknown> | undefined,
  origins: string[],
): AuthRefusal | null {
  if (!isStorableText(path)) return invalid("path", "contains a character that cannot be stored");
  for (const [key, value] of query) {
    if (!isStorableText(value) || value.length > FIELD_MAX_CHARS) return invalid(key, "not a valid value");
    const redirect = redirectProblem(key, value, origins);
    if (redirect) return redirect;
  }
  if (!body) return null;
  for (const [key, value] of Object.entries(body)) {
    const problem = valueProblem(value);
    if (problem) return invalid(key, problem);
    if (typeof value === "string" && value.length > FIELD_MAX_CHARS) return invalid(key, "too long");
    const redirect = redirectProblem(key, value, origins);
    if (redirect) return redirect;
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
