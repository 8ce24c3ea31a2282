import { describe, expect, it } from "vitest";
import type { AnalysedSentence } from "./analysis.ts";
import type { Section } from "./sections.ts";
import { headingInSentence, headingText, isGenericHeading, outlineSentence } from "./summary-outline.ts";

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

  it("names a long reader's number of parts and their span rather than a table of contents", () => {
    const sentence = (heading: string, i: number) =>
      ({ index: i, text: `Part ${i} is about ${heading.toLowerCase()}.` }) as unknown as AnalysedSentence;
    const headings = Array.from({ length: 12 }, (_, i) => `Unit ${i + 1}. Topic number ${i + 1}`);
    const sections: Section[] = headings.map((heading, i) => ({
      heading,
      sentences: [sentence(heading, i)],
    }));
    expect(outlineSentence(sections, "Intro text\n\n## Unit 1. Topic number 1", new Set(), new Set())).toBe(
      "The note covers 12 parts, from topic number 1 to topic number 12.",
    );
    expect(outlineSentence(sections.slice(0, 4), "Intro", new Set(), new Set())).toBe(
      "The note covers topic number 1; topic number 2; topic number 3; and topic number 4.",
    );
  });

  it("gives no outline when the overview can quote a sentence for each main part", () => {
    const sections: Section[] = ["Cells", "Formulas", "Charts", "Macros", "Sharing"].map((heading, i) => ({
      heading,
      sentences: [{ index: i, text: `${heading} matter.` } as unknown as AnalysedSentence],
    }));
    // Four parts and room for four quotes: the quotes sum up each part, an outline would only name them.
    expect(outlineSentence(sections.slice(0, 4), "Intro", new Set(), new Set(), 4)).toBe("");
    // Five parts: more than the quotes can cover, so the outline names them all.
    expect(outlineSentence(sections, "Intro", new Set(), new Set(), 4)).toBe(
      "The note covers cells; formulas; charts; macros; and sharing.",
    );
  });
});
