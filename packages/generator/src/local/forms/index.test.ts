import { describe, expect, it } from "vitest";
import { analyseChunk } from "../analysis.ts";
import { TextReader } from "../nlp.ts";
import { findItems } from "./index.ts";

const reader = new TextReader();
const items = (text: string) => findItems(analyseChunk(reader, text));

describe("findItems", () => {
  it("asks a definition in both directions", () => {
    const found = items(
      "Glycolysis is the first stage of cellular respiration and takes place in the cytoplasm.",
    );
    expect(found.find((i) => i.form === "definition")).toMatchObject({
      prompt: "What is glycolysis?",
      // A rank alone ("the first stage") is half the definition: the predicate's second part stays.
      answer: "The first stage of cellular respiration and takes place in the cytoplasm",
      level: "recall",
    });
    expect(found.find((i) => i.form === "term")).toMatchObject({
      prompt: "What is the term for the first stage of cellular respiration?",
      answer: "Glycolysis",
      answerEntry: expect.objectContaining({ kind: "term", key: "glycolysis" }),
    });
  });

  it("blanks the best part of a standalone sentence with no other form", () => {
    const text =
      "The steam engine was improved by James Watt in 1769. James Watt worked in Glasgow on the steam engine.";
    const cloze = items(text).find((i) => i.form === "cloze");
    expect(cloze?.prompt).toContain("_____");
    expect(cloze?.source).toBe("The steam engine was improved by James Watt in 1769.");
  });

  it("asks only about expository sentences and term entries", () => {
    const analysis = analyseChunk(reader, "Glycolysis is the first stage of cellular respiration.");
    for (const s of analysis.sentences) s.kind = "caption";
    expect(findItems(analysis)).toEqual([]);
  });
});
