import { describe, expect, it } from "vitest";
import { corpusNote } from "./corpus.test-support.ts";
import { enhanceChunk, groupParagraphs, sectionSizes } from "./enhance.ts";
import { TextReader } from "./nlp.ts";
import { looksLikeSpeech, removeFillers, tidySentence } from "./speech.ts";

const reader = new TextReader();
const words = (text: string) =>
  new Set(text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? []);

describe("speech into writing", () => {
  it("removes um, uh, you know, I mean, filler like and a leading okay", () => {
    expect(removeFillers("so um the cell, uh, makes energy you know because it needs it")).toBe(
      "so the cell makes energy because it needs it",
    );
    expect(removeFillers("okay so I mean that's why. like Miller said it")).toBe(
      "so that's why. Miller said it",
    );
    expect(removeFillers("the the cell splits")).toBe("the cell splits");
  });

  it("keeps meaningful like, you know and I mean", () => {
    expect(removeFillers("it looks like a bean and do you know why")).toBe(
      "it looks like a bean and do you know why",
    );
    expect(removeFillers("if you know the answer, say it")).toBe("if you know the answer, say it");
  });

  it("leaves like/you know alone in written notes (only um and uh go)", () => {
    expect(removeFillers("Constant time, like reading an index, is fast.", false)).toBe(
      "Constant time, like reading an index, is fast.",
    );
    expect(looksLikeSpeech("Constant time is fast. Like this one.")).toBe(false);
    expect(looksLikeSpeech("so today we start. the cell is small. um yes.")).toBe(true);
  });

  it("capitalises, ends with a full stop or question mark, and restores names and I", () => {
    const names = new Map([["baddeley", "Baddeley"]]);
    expect(tidySentence("and then i met baddeley,", names)).toBe("And then I met Baddeley.");
    expect(tidySentence("so why do we forget.", names)).toBe("So why do we forget?");
    expect(tidySentence("It works!", names)).toBe("It works!");
  });
});

describe("enhanceChunk", () => {
  const transcript = corpusNote("psychology-memory-transcript.md").content;
  const enhanced = enhanceChunk(reader, transcript);
  const body = enhanced
    .split("\n")
    .filter((line) => !line.startsWith("## "))
    .join("\n");

  it("removes the transcript's fillers", () => {
    expect(transcript).toMatch(/\bum\b/);
    expect(enhanced).not.toMatch(/\b(?:um|uh)\b/i);
    expect(enhanced).not.toMatch(/\byou know\b/i);
    expect(enhanced).not.toMatch(/\bI mean\b/);
  });

  it("invents nothing: every word of the result is a word of the transcript", () => {
    const source = words(transcript);
    expect([...words(enhanced)].filter((w) => !source.has(w))).toEqual([]);
  });

  it("writes sentences with capitals and end marks, in paragraphs under headings", () => {
    const paragraphs = body.split(/\n\s*\n/).filter((p) => p.trim());
    expect(paragraphs.length).toBeGreaterThanOrEqual(5);
    for (const p of paragraphs) {
      expect(p.trim()).toMatch(/^[A-Z]/);
      expect(p.trim()).toMatch(/[.!?]$/);
    }
    const headings = enhanced.split("\n").filter((l) => l.startsWith("## "));
    expect(headings.length).toBeGreaterThanOrEqual(2);
    expect(new Set(headings).size).toBe(headings.length);
    expect(headings).toContain("## Working memory model");
  });

  it("keeps the headings and paragraphs of a note that already has them", () => {
    const note =
      "# Cells\n\nThe cell is small. It has a nucleus.\n\n- Mitochondria make ATP\n- Ribosomes build proteins";
    expect(enhanceChunk(reader, note)).toBe(note);
  });

  it("leaves a short transcript as paragraphs without headings", () => {
    expect(enhanceChunk(reader, "um so the cell is small. uh it has a nucleus")).toBe(
      "So the cell is small. It has a nucleus.",
    );
  });

  it("groups sentences 3 to 6 to a paragraph and two paragraphs to a section", () => {
    const sentences = reader.sentences(
      Array.from({ length: 14 }, (_, i) => `Cells divide ${i} times.`).join(" "),
    );
    const analysed = sentences.map((s) => ({
      ...s,
      words: 3,
      mentions: [],
      definition: null,
      standalone: true,
      score: 0,
      kind: "expository" as const,
      sectionIndex: 0,
    }));
    const sizes = groupParagraphs(analysed).map((p) => p.length);
    expect(sizes.every((n) => n >= 3 && n <= 6)).toBe(true);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(14);
    expect(sectionSizes(5)).toEqual([2, 3]);
    expect(sectionSizes(1)).toEqual([1]);
  });
});
