/**
 * Why a call to the study-material generator failed, in words a user can read. The generation service wraps
 * `message` in the spec's 'Failed to …: ' text and answers 504 for a timeout, 502 for everything else.
 */
export class AiCallError extends Error {
  constructor(
    readonly reason: "timeout" | "upstream" | "unreadable",
    message: string,
    readonly details?: string,
  ) {
    super(message);
    this.name = "AiCallError";
  }
}
