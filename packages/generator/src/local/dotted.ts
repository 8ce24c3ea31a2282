// Full stops inside words (issue 16 §5, labellers' class 8). wink ends a sentence at every "." it tokenises on its
// own, so a Markdown note's inline code "stored in a hidden `.git` directory" became "stored in a hidden." and
// "git directory."; file names ("index.html", "package.json"), versions ("v1.2.3") and host names were cut the
// same way. A full stop glued to the word after it is no sentence end; one that follows "Fig"/"No"/"p" before a
// number is an abbreviation's.

import type { Token } from "./nlp.ts";

/** Abbreviations wink reads as a sentence end before a number ("see Fig. 2", "No. 5", "p. 12"). */
const NUMBERED_ABBREVIATIONS = new Set([
  "fig",
  "figs",
  "no",
  "nos",
  "p",
  "pp",
  "vol",
  "ch",
  "sec",
  "eq",
  "eqn",
]);

/** What `continuesSentence` reads of the block: token texts and their offsets in it. */
export type BlockTokens = { values: string[]; starts: number[] };

/**
 * Whether wink's sentence break between the token at `last` (the end of one sentence) and the one at `next` is no
 * break: the full stop is glued to a word that opens in lower case or with a digit (".git", "index.html",
 * "v1.2.3"), the full stop opens a word (" .git", ".NET"), or it closes "Fig"/"No"/"p" before a number.
 */
export function continuesSentence(block: string, tokens: BlockTokens, last: number, next: number): boolean {
  const { values, starts } = tokens;
  if (values[last] !== ".") return false;
  const dotAt = starts[last] ?? -1;
  const nextAt = starts[next] ?? -1;
  const following = values[next] ?? "";
  if (dotAt < 0 || nextAt < 0) return false;
  if (nextAt === dotAt + 1 && /^[\p{L}\p{N}]/u.test(following)) {
    if (/^[\p{Ll}\p{N}]/u.test(following)) return true;
    return dotAt === 0 || /\s/.test(block[dotAt - 1] ?? " ");
  }
  const before = values[last - 1] ?? "";
  const glued = (starts[last - 1] ?? -1) + before.length === dotAt;
  return glued && NUMBERED_ABBREVIATIONS.has(before.toLowerCase()) && /^\d/.test(following);
}

/**
 * A word wink split at its full stops, made one token again: ".git", "index.html", "www.example.com", "v1.2.3".
 * A "." that opens a word after a space joins the word after it; one between two words joins them when the part
 * after it opens in lower case or with a digit, so "cells.The" (a missing space) stays two words.
 */
export function joinDotted(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (!token) continue;
    const next = tokens[i + 1];
    const prev = out[out.length - 1];
    const joinsPrev = prev !== undefined && prev.end === token.start && isWordish(prev);
    const opensWord =
      token.value === "." &&
      next !== undefined &&
      token.end === next.start &&
      isWordish(next) &&
      (!joinsPrev || /^[\p{Ll}\p{N}]/u.test(next.value));
    if (prev && joinsAbbreviation(prev, token, next)) {
      out[out.length - 1] = { ...prev, value: `${prev.value}.`, lower: `${prev.lower}.`, end: token.end };
      continue;
    }
    if (!opensWord || !next) {
      out.push(token);
      continue;
    }
    const from = joinsPrev ? prev : token;
    const value = `${joinsPrev ? prev.value : ""}.${next.value}`;
    const numeric = /^[\p{N}.]+$/u.test(value.replace(/^v/i, ""));
    const joined: Token = {
      ...from,
      value,
      lower: value.toLowerCase(),
      lemma: value.toLowerCase(),
      pos: numeric ? "NUM" : "NOUN",
      type: numeric ? "number" : "word",
      stop: false,
      start: from.start,
      end: next.end,
    };
    if (joinsPrev) out[out.length - 1] = joined;
    else out.push(joined);
    i += 1;
  }
  return out;
}

function isWordish(token: Token): boolean {
  return /^[\p{L}\p{N}]/u.test(token.value) && token.type !== "punctuation";
}

/** "Fig" "." before a number: one token "Fig.", as wink keeps "e.g.", so no "." stands inside the sentence. */
function joinsAbbreviation(prev: Token, dot: Token, next: Token | undefined): boolean {
  return (
    dot.value === "." &&
    prev.end === dot.start &&
    NUMBERED_ABBREVIATIONS.has(prev.lower) &&
    next !== undefined &&
    /^\d/.test(next.value)
  );
}
