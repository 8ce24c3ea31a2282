import { describe, expect, it } from "vitest";
import { isGrounded, normaliseWhitespace } from "./grounding.ts";

const note = "Mitochondria produce ATP.\n\nThe  Krebs cycle\nruns in the matrix.";

describe("grounding (DESIGN §6: a passage must be found in the note after whitespace normalisation)", () => {
  it("collapses spaces, tabs, line breaks and no-break spaces", () => {
    expect(normaliseWhitespace("  a\t b\n\n c\u00a0d  ")).toBe("a b c d");
  });

  it("finds a passage whose whitespace differs from the note's", () => {
    expect(isGrounded(note, "The Krebs cycle runs in the matrix.")).toBe(true);
    expect(isGrounded(note, "Mitochondria produce ATP. The Krebs")).toBe(true);
  });

  it("rejects a paraphrased or invented passage, a change of case, and a blank one", () => {
    expect(isGrounded(note, "Mitochondria make ATP.")).toBe(false);
    expect(isGrounded(note, "Ribosomes build proteins.")).toBe(false);
    expect(isGrounded(note, "mitochondria produce ATP.")).toBe(false);
    expect(isGrounded(note, "  \n ")).toBe(false);
  });
});
