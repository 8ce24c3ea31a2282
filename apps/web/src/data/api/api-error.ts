/** A non-2xx answer of our API (DESIGN §8: JSON `{ error, details? }`). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }
}

export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** The server's `error` text (or better-auth's `message`), if the body has one. */
export function errorMessageOf(body: unknown): string | null {
  if (!body || typeof body !== "object") return null;
  const { error, message } = body as { error?: unknown; message?: unknown };
  if (typeof message === "string" && message.trim()) return message.trim();
  if (typeof error === "string" && error.trim()) return error.trim();
  return null;
}
