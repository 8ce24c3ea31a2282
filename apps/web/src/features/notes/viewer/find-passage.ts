// Where a generated item's passage sits in the note's own text, so the viewer can jump to it and mark it.
// Grounding matches after whitespace normalisation (DESIGN §6), so the search does too: a passage found with its
// line breaks and double spaces collapsed still maps back to the exact characters of the note.

export type PassageRange = { start: number; end: number };

/** The range of `content` whose whitespace-normalised text is the passage's; null when it is not in the note. */
export function findPassage(content: string, passage: string): PassageRange | null {
  const wanted = passage.replace(/\s+/g, " ").trim();
  if (!wanted) return null;
  // The note's text with each whitespace run as one space, and the note index of each kept character.
  let flat = "";
  const at: number[] = [];
  let inSpace = true; // leading whitespace is dropped, as by trim()
  for (let i = 0; i < content.length; i++) {
    const char = content[i] as string;
    if (/\s/.test(char)) {
      if (!inSpace) {
        flat += " ";
        at.push(i);
      }
      inSpace = true;
    } else {
      flat += char;
      at.push(i);
      inSpace = false;
    }
  }
  const found = flat.indexOf(wanted);
  if (found < 0) return null;
  const last = at[found + wanted.length - 1] as number;
  return { start: at[found] as number, end: last + 1 };
}
