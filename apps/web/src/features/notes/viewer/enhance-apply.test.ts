import { describe, expect, it } from "vitest";
import { enhanceToApply } from "./enhance-apply";

const base = "um so the cell is small\n\nThe nucleus holds DNA.\n\nRibosomes make proteins.";
const enhanced = "So the cell is small.\n\nThe nucleus holds DNA.\n\nRibosomes make proteins.";

describe("enhanceToApply (issue 13: the enhance dialog never writes over another device's change)", () => {
  it("applies the enhanced text as shown when the note did not change", () => {
    expect(enhanceToApply(base, enhanced, base)).toEqual({ kind: "enhanced", content: enhanced });
  });

  it("merges another device's change of another paragraph into the enhanced text", () => {
    const stored = base.replace("Ribosomes make proteins.", "Ribosomes make proteins, said the phone.");
    expect(enhanceToApply(base, enhanced, stored)).toEqual({
      kind: "merged",
      content: "So the cell is small.\n\nThe nucleus holds DNA.\n\nRibosomes make proteins, said the phone.",
    });
  });

  it("takes the enhanced text when both changed the same paragraph (the caller keeps the stored one)", () => {
    const stored = base.replace("um so the cell is small", "The cell is tiny, rewritten on the phone.");
    expect(enhanceToApply(base, enhanced, stored)).toEqual({ kind: "replaced", content: enhanced });
  });

  it("keeps the stored text when enhance changed nothing it did not already have", () => {
    const stored = `${base}\n\nA fourth paragraph.`;
    expect(enhanceToApply(base, base, stored)).toEqual({ kind: "merged", content: stored });
  });
});
