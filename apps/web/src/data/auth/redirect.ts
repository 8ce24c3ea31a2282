// Where sign-in sends the user (spec 1 §2, spec 2 §2): back to the page first requested, else /home.
// The requested page travels in router state and in `?redirect=` (so it survives a reload, the sign-up
// detour and the e-mailed verification link).

export const HOME_PATH = "/home";
export const LOGIN_PATH = "/auth/login";
export const REDIRECT_PARAM = "redirect";

/** Pages only a signed-out visitor sees; sending a signed-in user "back" to one would bounce to /home. */
const SIGNED_OUT_ONLY = ["/auth/login", "/auth/register", "/auth/forgot-password"];

type PathLike = { pathname: string; search?: string; hash?: string };

/** A location as the path, query and hash the user typed. */
export function locationPath({ pathname, search = "", hash = "" }: PathLike): string {
  return `${pathname}${search}${hash}`;
}

/**
 * The page to go to after signing in: a path on this site (never another origin, never a signed-out-only
 * page), else /home.
 */
export function safeRedirectTarget(raw: unknown): string {
  if (typeof raw !== "string") return HOME_PATH;
  const target = raw.trim();
  // "//host" and "/\host" are other origins to a browser; control characters have no place in a path.
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return HOME_PATH;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting them is the point
  if (/[\u0000-\u001f\u007f]/.test(target)) return HOME_PATH;
  const pathname = target.split(/[?#]/, 1)[0] ?? "";
  const bare = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (SIGNED_OUT_ONLY.includes(bare)) return HOME_PATH;
  return target;
}

function fromState(state: unknown): string | null {
  if (!state || typeof state !== "object" || !("from" in state)) return null;
  const from = (state as { from: unknown }).from;
  if (typeof from === "string") return from;
  if (from && typeof from === "object" && typeof (from as PathLike).pathname === "string") {
    return locationPath(from as PathLike);
  }
  return null;
}

/** The page to return to, from router state (`{ from }`), else `?redirect=`, else /home. */
export function redirectTargetFrom(state: unknown, search: string | URLSearchParams): string {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  return safeRedirectTarget(fromState(state) ?? params.get(REDIRECT_PARAM));
}

/** `path` carrying the page to return to, unless that is just /home. */
export function withRedirect(path: string, target: string): string {
  const safe = safeRedirectTarget(target);
  if (safe === HOME_PATH) return path;
  const separator = path.includes("?") ? "&" : "?";
  return `${path}${separator}${REDIRECT_PARAM}=${encodeURIComponent(safe)}`;
}

/** The sign-in page that returns to `from` afterwards. */
export function loginPathFor(from: PathLike | string): string {
  return withRedirect(LOGIN_PATH, typeof from === "string" ? from : locationPath(from));
}

/** Where the e-mailed verification link lands: sign-in with the "verified" notice, keeping the return page. */
export function verificationCallbackURL(target: string): string {
  return withRedirect(`${LOGIN_PATH}?verified=1`, target);
}
