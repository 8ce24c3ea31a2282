// Grounding: every generated card and question carries the passage of the note it comes from (DESIGN §6).

/** Collapses every run of whitespace (spaces, tabs, line breaks, no-break spaces) to one space, and trims. */
export function normaliseWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * Whether a passage comes from the note: found in it after whitespace normalisation of both. Case, punctuation
 * and wording must match — an item whose passage is paraphrased or invented is not grounded. A blank passage
 * never is.
 */
export function isGrounded(noteContent: string, passage: string): boolean {
  const wanted = normaliseWhitespace(passage);
  return wanted.length > 0 && normaliseWhitespace(noteContent).includes(wanted);
}
