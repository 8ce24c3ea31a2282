import { splitIntoChunks } from "@lectern/core";
import { describe, expect, it } from "vitest";
import { fakeProvider, longNote, sentenceOf } from "./orchestrator.test-support.ts";
import { generateStudyMaterial } from "./orchestrator.ts";
import { sameMeaning } from "./quality.ts";
import { askCounts, quotasByLength, spreadItems, withoutRepeatsAcrossChunks } from "./spread.ts";

// issue 16 §2: items from the whole note in proportion to its length, repeats across chunks out.

describe("quotasByLength", () => {
  it("gives each chunk its share of the count by length, largest remainders first, summing to the count", () => {
    expect(quotasByLength([8000, 8000, 8000, 8000, 8000, 8000, 2000], 20)).toEqual([4, 3, 3, 3, 3, 3, 1]);
    expect(quotasByLength([6000, 3000], 4)).toEqual([3, 1]);
    expect(quotasByLength([100, 100, 100], 2)).toEqual([1, 1, 0]);
    expect(quotasByLength([5000], 7)).toEqual([7]);
    expect(quotasByLength([], 5)).toEqual([]);
    expect(quotasByLength([10, 10], 0)).toEqual([0, 0]);
  });
});

describe("askCounts", () => {
  it("asks the quota plus headroom, never less than spec 1 §9's share, nothing of a chunk with no quota", () => {
    expect(askCounts([3, 3, 1, 0], [5, 2, 2, 2])).toEqual([6, 6, 3, 2]);
    expect(askCounts([2, 0], [1, 0])).toEqual([4, 0]);
  });
});

describe("spreadItems", () => {
  it("takes each chunk's quota and keeps note order", () => {
    expect(spreadItems([["a1", "a2", "a3"], ["b1", "b2"], ["c1"]], [1, 1, 1], 3)).toEqual(["a1", "b1", "c1"]);
  });

  it("gives what a chunk cannot to the chunk furthest below its share", () => {
    // c has none: its 2 go to a (1 of 2 taken → below) and b (2 of 4)
    expect(spreadItems([["a1", "a2", "a3"], ["b1", "b2", "b3", "b4", "b5"], []], [2, 4, 2], 8)).toEqual([
      "a1",
      "a2",
      "a3",
      "b1",
      "b2",
      "b3",
      "b4",
      "b5",
    ]);
    expect(spreadItems([["a1", "a2", "a3"], ["b1"]], [1, 3], 4)).toEqual(["a1", "a2", "a3", "b1"]);
  });

  it("never gives more than there are or than asked", () => {
    expect(spreadItems([["a1"], ["b1"]], [5, 5], 10)).toEqual(["a1", "b1"]);
    expect(
      spreadItems(
        [
          ["a1", "a2"],
          ["b1", "b2"],
        ],
        [1, 1],
        2,
      ),
    ).toEqual(["a1", "b1"]);
  });
});

describe("sameMeaning and repeats across chunks", () => {
  const item = (prompt: string, answer: string, source: string) => ({ prompt, answer, source });

  it("the same question in other filler words is the same item", () => {
    expect(sameMeaning(item("What is osmosis?", "x", "s1"), item("What are the osmosis", "y", "s2"))).toBe(
      true,
    );
    expect(sameMeaning(item("What is osmosis?", "x", "s1"), item("What is diffusion?", "x", "s2"))).toBe(
      false,
    );
    expect(
      sameMeaning(item("When did Rome fall?", "476", "s1"), item("Where did Rome fall?", "476", "s2")),
    ).toBe(false);
  });

  it("the same answer from a repeated passage is the same item, from another passage it is not", () => {
    const s = "Mitochondria produce ATP in the cell.";
    expect(
      sameMeaning(
        item("Which organelle makes ATP?", "Mitochondria", s),
        item("Name the ATP maker.", "mitochondria", `${s} Really.`),
      ),
    ).toBe(true);
    expect(
      sameMeaning(
        item("Which organelle makes ATP?", "Mitochondria", s),
        item("What has two membranes?", "Mitochondria", "Mitochondria have two membranes."),
      ),
    ).toBe(false);
  });

  it("drops a later chunk's repeat of an earlier chunk's item and counts it", () => {
    const { perChunk, repeats } = withoutRepeatsAcrossChunks(
      [
        [item("What is osmosis?", "a", "s1")],
        [item("What is the osmosis?", "b", "s2"), item("What is diffusion?", "c", "s3")],
      ],
      (x) => x,
    );
    expect(perChunk.map((list) => list.map((x) => x.prompt))).toEqual([
      ["What is osmosis?"],
      ["What is diffusion?"],
    ]);
    expect(repeats).toBe(1);
  });
});

describe("generateStudyMaterial spreads items over the whole note", () => {
  it("a pause-free provider gives each chunk its share by length (7 chunks, 20 cards by length)", async () => {
    const note = longNote(13); // 6 chunks of two paragraphs and one of one
    const chunks = splitIntoChunks(note.content);
    expect(chunks).toHaveLength(7);
    const provider = fakeProvider();
    const result = await generateStudyMaterial(provider, "flashcards", note, { count: 20 });
    if (result.kind !== "flashcards") throw new Error("flashcards expected");
    const perChunk = chunks.map(
      (chunk) => result.flashcards.filter((c) => c.source === sentenceOf(chunk)).length,
    );
    expect(perChunk).toEqual(
      quotasByLength(
        chunks.map((c) => c.length),
        20,
      ),
    );
    expect(perChunk[0]).toBeLessThanOrEqual(3);
  });

  it("a remote provider's items are all kept when they fit (spec 1 §9's shares asked)", async () => {
    const note = longNote(5);
    const result = await generateStudyMaterial(
      fakeProvider({ pause: 1 }),
      "quiz",
      note,
      { count: 10 },
      { sleep: async () => {} },
    );
    expect(result.kind === "quiz" && result.questions).toHaveLength(10);
  });
});
