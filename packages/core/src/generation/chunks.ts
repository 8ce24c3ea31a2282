// AI chunking and the spread of the requested count over the chunks — spec 1 §9.

import { AI_CHUNK_CHARS, AI_MAX_CHUNKS } from "../constants/generation.ts";

const PARAGRAPH_BREAK = /\n[ \t\r\f\v]*\n\s*/;
const PARAGRAPH_JOIN = "\n\n";
// A sentence ends at . ! or ? (possibly followed by closing quotes or brackets) and whitespace.
const SENTENCE_BREAK = /(?<=[.!?]["'”’)\]]*)\s+/;
const SENTENCE_JOIN = " ";

/**
 * Splits a note into the chunks sent to the generator (spec 1 §9): at most AI_CHUNK_CHARS characters each,
 * split by paragraphs, then — for a paragraph that alone is too long — by sentences, then — for a sentence
 * that alone is too long — by hard cuts every AI_CHUNK_CHARS characters. Neighbouring pieces are packed
 * together while they fit. At most AI_MAX_CHUNKS chunks; the rest of the note is dropped.
 */
export function splitIntoChunks(content: string): string[] {
  return splitIntoChunksWithRest(content).chunks;
}

/**
 * splitIntoChunks plus the text the 10-chunk cap leaves out, as written in the note ("" when nothing is
 * left out) — so a pass that rewrites the note (enhance) can keep what it was not sent.
 */
export function splitIntoChunksWithRest(content: string): { chunks: string[]; rest: string } {
  const chunks: string[] = [];
  let current = "";
  let cursor = 0;
  for (const { text, join } of chunkPieces(content.trim())) {
    // Every piece is a verbatim part of the note, in order: find where it starts.
    const at = content.indexOf(text, cursor);
    cursor = at < 0 ? cursor : at + text.length;
    if (current.length > 0 && current.length + join.length + text.length <= AI_CHUNK_CHARS) {
      current += join + text;
      continue;
    }
    if (current.length > 0) chunks.push(current);
    if (chunks.length === AI_MAX_CHUNKS) return { chunks, rest: content.slice(at < 0 ? cursor : at).trim() };
    current = text;
  }
  if (current.length > 0) chunks.push(current);
  return { chunks, rest: "" };
}

/** The pieces a chunk is packed from, each with the separator it had in the note. */
function* chunkPieces(text: string): Generator<{ text: string; join: string }> {
  for (const paragraph of splitParagraphs(text)) {
    if (paragraph.length <= AI_CHUNK_CHARS) {
      yield { text: paragraph, join: PARAGRAPH_JOIN };
      continue;
    }
    let join = PARAGRAPH_JOIN;
    for (const sentence of splitSentences(paragraph)) {
      if (sentence.length <= AI_CHUNK_CHARS) {
        yield { text: sentence, join };
      } else {
        for (let start = 0; start < sentence.length; start += AI_CHUNK_CHARS) {
          yield { text: sentence.slice(start, start + AI_CHUNK_CHARS), join };
        }
      }
      join = SENTENCE_JOIN;
    }
  }
}

/** The paragraphs of a text: blocks separated by a blank line, trimmed, empty ones skipped. */
export function splitParagraphs(text: string): string[] {
  return text
    .split(PARAGRAPH_BREAK)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

/** The sentences of a paragraph: split after . ! or ? followed by whitespace. */
export function splitSentences(paragraph: string): string[] {
  return paragraph
    .split(SENTENCE_BREAK)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/**
 * How many items each chunk is asked for (spec 1 §9): the requested total spread evenly, the remainder to the
 * first chunk, capped at the request — the counts never add up to more than `total`. When there are fewer
 * items than chunks, the first `total` chunks get one each and the others none.
 */
export function distributeCount(total: number, chunks: number): number[] {
  if (chunks <= 0) return [];
  const wanted = Math.max(0, Math.floor(total));
  const base = Math.floor(wanted / chunks);
  if (base === 0) return Array.from({ length: chunks }, (_, i) => (i < wanted ? 1 : 0));
  const counts = Array.from({ length: chunks }, () => base);
  counts[0] = base + (wanted % chunks);
  return counts;
}
