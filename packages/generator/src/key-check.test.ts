import { describe, expect, it } from "vitest";
import { answerKeyProblem, checkAnswerKey } from "./key-check.ts";
import { createLocalProvider } from "./local/provider.ts";

const source =
  "Hydrochloric acid is a typical Arrhenius acid, and sodium hydroxide is a typical Arrhenius base.";
const mc = (correctAnswer: string, options: string[], src = source) => ({
  type: "multiple-choice" as const,
  question: "Which of the following is a typical Arrhenius acid?",
  options,
  correctAnswer,
  source: src,
});
const tf = (question: string, correctAnswer: string, src = source) => ({
  type: "true-false" as const,
  question,
  options: ["True", "False"],
  correctAnswer,
  source: src,
});
const sa = (correctAnswer: string, src = source) => ({
  type: "short-answer" as const,
  question: "Fill in the blank: _____ is a typical Arrhenius acid.",
  options: [],
  correctAnswer,
  source: src,
});

describe("answerKeyProblem: multiple-choice (issue 15: the key in the passage, no distractor in it)", () => {
  it("keeps a key the passage states, with distractors it does not mention", () => {
    const good = mc("Hydrochloric acid", [
      "Nitric acid",
      "Hydrochloric acid",
      "Acetic acid",
      "Carbonic acid",
    ]);
    expect(answerKeyProblem(good)).toBeNull();
    expect(checkAnswerKey(good)).toBe(true);
  });
  it("finds the key whatever its case, punctuation and the passage's markdown", () => {
    const marked = "**Hydrochloric acid** is a typical Arrhenius acid.";
    expect(
      answerKeyProblem(mc("hydrochloric-acid", ["Nitric acid", "hydrochloric-acid"], marked)),
    ).toBeNull();
  });
  it("drops a key the passage does not state (a wrong key)", () => {
    const wrong = mc("Nitric acid", ["Nitric acid", "Hydrochloric acid", "Acetic acid"]);
    // the true answer is among the options, so it is also a distractor found in the passage; the key is checked first
    expect(answerKeyProblem(wrong)).toBe("key-not-in-source");
  });
  it("drops a key found only inside a longer word", () => {
    const partial = mc("Arrhenius", ["Arrhenius", "Brønsted"], "The Arrheniusian view is old.");
    expect(answerKeyProblem(partial)).toBe("key-not-in-source");
  });
  it("drops a question whose distractor the passage states too", () => {
    const ambiguous = mc("Hydrochloric acid", [
      "Arrhenius base",
      "Titration",
      "Hydrochloric acid",
      "Neutralisation",
    ]);
    expect(answerKeyProblem(ambiguous)).toBe("distractor-in-source");
    expect(checkAnswerKey(ambiguous)).toBe(false);
  });
});

describe("answerKeyProblem: short answer", () => {
  it("keeps a key the passage states and drops one it does not", () => {
    expect(answerKeyProblem(sa("Hydrochloric acid"))).toBeNull();
    expect(answerKeyProblem(sa("Sulfuric acid"))).toBe("key-not-in-source");
  });
});

describe("answerKeyProblem: true/false (True: the passage says the statement; False: it does not)", () => {
  const lead = "True or false: ";
  it("keeps a true statement that is the passage, with or without the lead-in", () => {
    expect(answerKeyProblem(tf(`${lead}${source}`, "True"))).toBeNull();
    expect(answerKeyProblem(tf("Hydrochloric acid is a typical Arrhenius acid.", "True"))).toBeNull();
  });
  it("drops a statement keyed True that the passage does not say", () => {
    const swapped = `${lead}Nitric acid is a typical Arrhenius acid, and sodium hydroxide is a typical Arrhenius base.`;
    expect(answerKeyProblem(tf(swapped, "True"))).toBe("true-statement-not-in-source");
    // a word left out can turn a statement around: "not" is not a filler
    const negative = "Sodium chloride is not an Arrhenius acid.";
    expect(answerKeyProblem(tf(`${lead}Sodium chloride is an Arrhenius acid.`, "True", negative))).toBe(
      "true-statement-not-in-source",
    );
  });
  it("keeps a swapped statement keyed False and drops the passage's own statement keyed False", () => {
    const swapped = `${lead}Nitric acid is a typical Arrhenius acid, and sodium hydroxide is a typical Arrhenius base.`;
    expect(answerKeyProblem(tf(swapped, "False"))).toBeNull();
    expect(answerKeyProblem(tf(`${lead}${source}`, "False"))).toBe("false-statement-in-source");
  });
  it("drops a key that is neither True nor False", () => {
    expect(answerKeyProblem(tf(`${lead}${source}`, "Maybe"))).toBe("not-true-or-false");
  });
  it("reads a transcript's passage without its fillers, as the engine shows it", () => {
    const spoken = "So, um, the hippocampus is, you know, where new memories get consolidated.";
    expect(
      answerKeyProblem(
        tf(`${lead}So, the hippocampus is where new memories get consolidated.`, "True", spoken),
      ),
    ).toBeNull();
    expect(answerKeyProblem(sa("hippocampus", spoken))).toBeNull();
    expect(
      answerKeyProblem(tf(`${lead}So, the amygdala is where new memories get consolidated.`, "True", spoken)),
    ).toBe("true-statement-not-in-source");
  });
});

describe("the local engine checks its keys", () => {
  it("gives the quality pass checkAnswerKey", () => {
    expect(createLocalProvider().keyCheck).toBe(checkAnswerKey);
  });
});
