// issue 18 §7: notes of realistic sizes for the load bench, made from the generator corpus (bench/corpus, see
// SOURCES.md): two thirds typed notes of 1-8 KB, one third lecture transcripts of 20-60 KB.
import { corpusFiles, isForeign, readNote } from "./generator-corpus.ts";

export type Rng = () => number;

/** A seeded generator (mulberry32), so two runs of the bench load the same notes in the same order. */
export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (rng: Rng, min: number, max: number) => min + rng() * (max - min);
export const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)] as T;

const english = corpusFiles().filter((f) => !isForeign(f));
const typed = english.filter((f) => !/transcript/.test(f)).map(readNote);
/** Spoken paragraphs (the corpus's lecture transcripts), stripped of Markdown, to build long transcripts from. */
const spoken = english
  .filter((f) => /transcript/.test(f))
  .flatMap((f) => paragraphs(readNote(f).content).map(plain))
  .filter((p) => p.length > 80);

export type NoteText = { title: string; content: string; transcript: boolean };

/** The i-th note of a student: every third one a 20-60 KB transcript, the others a 1-8 KB typed note. */
export function noteText(rng: Rng, i: number): NoteText {
  if (i % 3 === 2) return transcript(rng, Math.round(between(rng, 20_000, 60_000)));
  const source = pick(rng, typed);
  return {
    title: `${source.title} (${i + 1})`,
    content: clip(source.content, Math.round(between(rng, 1_000, 8_000))),
    transcript: false,
  };
}

function transcript(rng: Rng, chars: number): NoteText {
  let content = "";
  while (content.length < chars) content += `${pick(rng, spoken)}\n\n`;
  return {
    title: `Lecture recording ${new Date(2026, 8, 1 + Math.floor(rng() * 60)).toDateString()}`,
    content: content.slice(0, chars),
    transcript: true,
  };
}

/** An edit as a student makes one: a sentence added at the end (typed) or a passage corrected in the middle. */
export function editedContent(rng: Rng, content: string, n: number): string {
  const sentence = ` Added in edit ${n}: ${pick(rng, spoken).slice(0, 120)}`;
  if (content.length < 20_000) return `${content}${sentence}`;
  const at = Math.floor(content.length / 2);
  return `${content.slice(0, at)}${sentence}${content.slice(at + sentence.length)}`;
}

function paragraphs(text: string): string[] {
  return text.split(/\n\s*\n/).map((p) => p.trim());
}

/** A paragraph with its Markdown marks taken off, as a transcript reads. */
function plain(p: string): string {
  return p
    .replace(/^#+\s*/gm, "")
    .replace(/[*_`>]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The first paragraphs of `text` up to about `chars` (the one that crosses it included; a heading is short). */
function clip(text: string, chars: number): string {
  const out: string[] = [];
  let used = 0;
  for (const p of paragraphs(text)) {
    if (used >= chars) break;
    out.push(p);
    used += p.length + 2;
  }
  return out.join("\n\n");
}
