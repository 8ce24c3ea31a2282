import { describe, expect, it } from "vitest";
import { answerRestated, comparedToPrevious, scaleEndRestated } from "./summary-compared.ts";

describe("a sentence placed against the one before (issue 16 §4)", () => {
  it("restates a scale's end that names and defines its thing as that definition", () => {
    expect(
      scaleEndRestated(
        "At one end is perfect competition, a market in which many firms produce identical products.",
      ),
    ).toBe("Perfect competition is a market in which many firms produce identical products.");
    expect(
      scaleEndRestated(
        "At the other end of the range is monopoly, a market with a single seller of a product that has no close substitutes.",
      ),
    ).toBe("Monopoly is a market with a single seller of a product that has no close substitutes.");
    expect(scaleEndRestated("At one end are gases, substances whose particles move freely.")).toBeNull();
    expect(scaleEndRestated("At one end are gases, the particles of which move freely and fast.")).toBeNull();
    expect(scaleEndRestated("At one end the prices are high.")).toBeNull();
    expect(scaleEndRestated("Perfect competition is a market with many firms.")).toBeNull();
  });

  it("leaves out a comparison whose other side is in an earlier sentence", () => {
    for (const text of [
      "Stimulus discrimination is the opposite: the ability to tell apart stimuli never paired with food.",
      "In contrast, a weak acid dissociates only partly in water.",
      "Likewise, the Senate could block the laws the assembly passed.",
      "At the other end of the scale prices are set by one firm.",
      "On the other hand, a convenience sample is easy to collect.",
      "Most implementations therefore resize the table once the load factor passes a threshold.",
      "Thus, the supply curve slopes upwards.",
      "When the king refused, the Third Estate declared itself the National Assembly in June 1789.",
    ])
      expect(comparedToPrevious(text), text).toBe(true);
    for (const text of [
      "Extinction is the opposite of acquisition: the response fades when the stimulus comes alone.",
      "At one end is perfect competition, a market in which many firms produce identical products.",
      "A weak acid dissociates only partly in water.",
      'He is remembered for the statement "I think, therefore I am".',
      "When the king refused to pay, the bankers stopped lending to the crown.",
    ])
      expect(comparedToPrevious(text), text).toBe(false);
  });
});

describe("a term named as the answer to the sentence before (issue 16 §4)", () => {
  it("is quoted as the term's definition", () => {
    expect(
      answerRestated(
        "The fix is memoization, which means storing the result of each call the first time you compute it.",
      ),
    ).toBe("Memoization means storing the result of each call the first time you compute it.");
    expect(answerRestated("The answer is a buffer, which is a solution that resists changes in pH.")).toBe(
      "A buffer is a solution that resists changes in pH.",
    );
  });

  it("is null for an answer with no definition of its own", () => {
    expect(answerRestated("The fix is memoization.")).toBeNull();
    expect(answerRestated("The result is a deadweight loss, a loss of total surplus.")).toBeNull();
  });
});
