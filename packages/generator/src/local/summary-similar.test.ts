import { describe, expect, it } from "vitest";
import { analyseChunk } from "./analysis.ts";
import { TextReader } from "./nlp.ts";
import { formulaOf, repeats } from "./summary-similar.ts";

const reader = new TextReader();
const sentence = (text: string) => {
  const found = analyseChunk(reader, text).sentences[0];
  if (!found) throw new Error(`no sentence in ${text}`);
  return found;
};

describe("two summary sentences that say the same thing (issue 16 §4)", () => {
  it("reads the formula a sentence states, spaces out", () => {
    expect(formulaOf("Voltage equals current times resistance: V = IR")).toBe("V=IR");
    expect(formulaOf("Near the Earth, weight equals mass times g, w = mg, where g is about 9.8 m/s².")).toBe(
      "w=mg",
    );
    expect(formulaOf("Solved for acceleration: a = F / m.")).toBe("a=F/m");
    expect(formulaOf("Power is measured in watts.")).toBeNull();
  });

  it("keeps two laws that share their words but state different formulas", () => {
    const ohm = sentence("Voltage equals current times resistance: V = IR");
    const power = sentence("Power equals voltage times current: P = VI");
    expect(repeats(power, [ohm])).toBe(false);
  });

  it("still finds a restatement in the same words", () => {
    const first = sentence("Voltage equals current times resistance in an ohmic conductor.");
    const again = sentence("In an ohmic conductor, voltage equals current times resistance.");
    expect(repeats(again, [first])).toBe(true);
    // ...and the same formula twice is the same relation.
    const stated = sentence("Voltage equals current times resistance: V = IR");
    const restated = sentence("Current times resistance gives the voltage, V = IR.");
    expect(repeats(restated, [stated])).toBe(true);
  });
});
