/**
 * Why a call to the study-material generator failed, in words a user can read. The generation service wraps
 * `message` in the spec's 'Failed to …: ' text and answers 504 for a timeout, 502 for everything else.
 * `details` is the provider's own text (an error body, an unreadable answer): logged, never sent to the user,
 * since it can echo the prompt, the key's account or the provider's internals (issue 18 §3).
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
