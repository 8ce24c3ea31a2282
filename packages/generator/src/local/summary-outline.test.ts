import { describe, expect, it } from "vitest";
import { headingInSentence, headingText, isGenericHeading } from "./summary-outline.ts";

describe("summary outline (issue 16 §4)", () => {
  it("leaves out the headings every note may have", () => {
    for (const h of [
      "Summary",
      "Learning Objectives",
      "Example 8.1 Tracing an Oxygen Atom",
      "Review Questions",
      "Exercises",
      "Key terms",
    ])
      expect(isGenericHeading(h)).toBe(true);
    expect(isGenericHeading("The four stages")).toBe(false);
  });

  it("takes a heading's numbering off", () => {
    expect(headingText("Part 2. Populations")).toBe("Populations");
    expect(headingText("8.1 Overview of Photosynthesis")).toBe("Overview of Photosynthesis");
  });

  it("writes a heading as it reads inside a sentence", () => {
    const lower = new Set(["importance", "photosynthesis", "algorithm", "scale", "the"]);
    const capitalised = new Set(["importance", "photosynthesis", "pavlov's", "britain", "old", "regime"]);
    expect(headingInSentence("The Importance of Photosynthesis", lower, capitalised)).toBe(
      "the importance of photosynthesis",
    );
    expect(headingInSentence("What is an algorithm?", lower, capitalised)).toBe("what an algorithm is");
    expect(headingInSentence("Why Britain first?", lower, capitalised)).toBe("why Britain first");
    expect(headingInSentence("The pH scale", lower, capitalised)).toBe("the pH scale");
    expect(headingInSentence("From the Old Regime to war", lower, capitalised)).toBe(
      "the road from the Old Regime to war",
    );
  });
});
