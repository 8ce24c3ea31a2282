// spec 2 §7: paid users' files go to the server first (server-extract.ts). When the server is busy (429), failing
// (5xx), refuses server extraction for this account (403: the tier the device knew is out of date) or is
// unreachable, the browser engines read the file instead and the server's message is kept as the result's
// warning; answers about the file itself (400, 413) and the session (401) are final.

import { ApiError } from "../api/api-error";

/** Statuses after which the browser engines take over; anything else is the server's final word. */
export function serverFailureFallsBack(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 403 || error.status === 429 || error.status >= 500;
  return error instanceof TypeError; // fetch's network failure
}
