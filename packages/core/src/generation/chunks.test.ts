import { describe, expect, it } from "vitest";
import { AI_CHUNK_CHARS, AI_MAX_CHUNKS } from "../constants/generation.ts";
import {
  distributeCount,
  splitIntoChunks,
  splitIntoChunksWithRest,
  splitParagraphs,
  splitSentences,
} from "./chunks.ts";

/** A paragraph of exactly `length` characters ending with a full stop (no inner sentence break). */
const paragraph = (length: number, letter = "a") => `${letter.repeat(length - 1)}.`;

describe("splitIntoChunks (spec 1 §9: 8000 characters; paragraphs, then sentences, then hard cuts; 10 chunks)", () => {
  it("keeps a short note whole and trims it", () => {
    expect(splitIntoChunks("  One paragraph.\n\nTwo.  ")).toEqual(["One paragraph.\n\nTwo."]);
  });

  it("gives no chunk for empty or blank content", () => {
    expect(splitIntoChunks("")).toEqual([]);
    expect(splitIntoChunks(" \n\n\t ")).toEqual([]);
  });

  it("packs whole paragraphs while they fit and starts a new chunk at a paragraph boundary", () => {
    // 3 paragraphs of 3000: the first two fit in 8000 (3000 + 2 + 3000), the third does not.
    const content = [paragraph(3000, "a"), paragraph(3000, "b"), paragraph(3000, "c")].join("\n\n");
    const chunks = splitIntoChunks(content);
    expect(chunks.map((c) => c.length)).toEqual([6002, 3000]);
    expect(chunks[0]).toBe(`${paragraph(3000, "a")}\n\n${paragraph(3000, "b")}`);
    expect(chunks[1]).toBe(paragraph(3000, "c"));
  });

  it("fills a chunk to exactly 8000 characters and no further", () => {
    const exact = [paragraph(3999, "a"), paragraph(3999, "b")].join("\n\n"); // 3999 + 2 + 3999 = 8000
    expect(splitIntoChunks(exact)).toEqual([exact]);
    const over = [paragraph(4000, "a"), paragraph(3999, "b")].join("\n\n"); // 8001
    expect(splitIntoChunks(over).map((c) => c.length)).toEqual([4000, 3999]);
  });

  it("treats a line holding only spaces as a blank line between paragraphs", () => {
    expect(splitParagraphs("First.\n   \nSecond.\n\n\n\nThird.")).toEqual(["First.", "Second.", "Third."]);
  });

  it("splits a paragraph longer than a chunk by sentences", () => {
    // One paragraph of 5 sentences of 2000 characters: 3 fit (2000*3 + 2 spaces = 6002), then 2 more.
    const sentences = ["a", "b", "c", "d", "e"].map((l) => paragraph(2000, l));
    const chunks = splitIntoChunks(sentences.join(" "));
    expect(chunks.map((c) => c.length)).toEqual([6002, 4001]);
    expect(chunks[0]).toBe(sentences.slice(0, 3).join(" "));
    expect(chunks[1]).toBe(sentences.slice(3).join(" "));
  });

  it("splits sentences after . ! or ? and closing quotes, not inside numbers", () => {
    expect(splitSentences('He said "Stop!" Then 3.5 kg fell. Why? Because.')).toEqual([
      'He said "Stop!"',
      "Then 3.5 kg fell.",
      "Why?",
      "Because.",
    ]);
  });

  it("cuts a sentence longer than a chunk into hard cuts of 8000 characters", () => {
    const sentence = "x".repeat(20_000);
    const chunks = splitIntoChunks(sentence);
    expect(chunks.map((c) => c.length)).toEqual([8000, 8000, 4000]);
    expect(chunks.join("")).toBe(sentence);
  });

  it("keeps at most 10 chunks and drops the rest", () => {
    const content = Array.from({ length: 13 }, (_, i) => paragraph(7000, String.fromCharCode(97 + i))).join(
      "\n\n",
    );
    const chunks = splitIntoChunks(content);
    expect(chunks).toHaveLength(AI_MAX_CHUNKS);
    expect(chunks[9]).toBe(paragraph(7000, "j"));
    expect(chunks.every((c) => c.length <= AI_CHUNK_CHARS)).toBe(true);
  });

  it("tells what the 10-chunk cap leaves out, as written", () => {
    const paragraphs = Array.from({ length: 12 }, (_, i) => paragraph(7000, String.fromCharCode(97 + i)));
    const content = `${paragraphs.slice(0, 10).join("\n\n")}\n\n${paragraphs[10]}\n \n${paragraphs[11]}  `;
    const { chunks, rest } = splitIntoChunksWithRest(content);
    expect(chunks).toEqual(splitIntoChunks(content));
    expect(rest).toBe(`${paragraphs[10]}\n \n${paragraphs[11]}`);
    expect(splitIntoChunksWithRest("Short note.")).toEqual({ chunks: ["Short note."], rest: "" });
  });

  it("never makes a chunk over 8000 characters and loses no paragraph from mixed real text", () => {
    const sentences = Array.from({ length: 1500 }, (_, i) => `Sentence ${i} talks about cells and energy.`);
    const text = sentences.map((s, i) => (i % 7 === 6 ? `${s}\n\n` : `${s} `)).join("");
    const chunks = splitIntoChunks(text);
    expect(chunks).toHaveLength(9);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(AI_CHUNK_CHARS);
    expect(chunks.join(" ").replace(/\s+/g, " ")).toBe(text.replace(/\s+/g, " ").trim());
  });
});

describe("distributeCount (spec 1 §9: spread evenly, remainder to the first chunk, capped at the request)", () => {
  it("spreads evenly with the remainder to the first chunk", () => {
    expect(distributeCount(10, 3)).toEqual([4, 3, 3]);
    expect(distributeCount(11, 3)).toEqual([5, 3, 3]);
    expect(distributeCount(9, 3)).toEqual([3, 3, 3]);
    expect(distributeCount(20, 7)).toEqual([8, 2, 2, 2, 2, 2, 2]);
    expect(distributeCount(5, 1)).toEqual([5]);
  });

  it("gives one each to the first chunks when fewer items than chunks are asked for", () => {
    expect(distributeCount(2, 5)).toEqual([1, 1, 0, 0, 0]);
    expect(distributeCount(1, 10)).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it("never adds up to more than the request", () => {
    for (let total = 0; total <= 60; total++) {
      for (let chunks = 1; chunks <= AI_MAX_CHUNKS; chunks++) {
        const counts = distributeCount(total, chunks);
        expect(counts).toHaveLength(chunks);
        expect(counts.reduce((a, b) => a + b, 0)).toBe(total);
      }
    }
  });

  it("gives nothing for no request or no chunks", () => {
    expect(distributeCount(0, 3)).toEqual([0, 0, 0]);
    expect(distributeCount(5, 0)).toEqual([]);
  });
});
