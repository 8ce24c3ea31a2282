import { describe, expect, it } from "vitest";
import { analyseChunk } from "./analysis.ts";
import { TextReader } from "./nlp.ts";
import { attributedClaim } from "./summary-attribution.ts";

const reader = new TextReader();
const pair = (text: string) => {
  const [first, second] = analyseChunk(reader, text).sentences;
  if (!first) throw new Error(`no sentence in ${text}`);
  return attributedClaim(first, second);
};

describe("a theory named and attributed, then stated (issue 16 §4)", () => {
  it("quotes the statement with the theory's name for its 'it', written or said", () => {
    expect(
      pair(
        "The multi-store model is a theory of memory proposed by Richard Atkinson and Richard Shiffrin in 1968. It says that memory has three separate stores.",
      ),
    ).toBe("The multi-store model says that memory has three separate stores.");
    expect(
      pair(
        "the multi-store model is a theory of memory proposed by Atkinson and Shiffrin in 1968. it says that memory has three separate stores.",
      ),
    ).toBe("The multi-store model says that memory has three separate stores.");
  });

  it("leaves a definition that says what the theory is, and a next sentence that does not state it", () => {
    expect(
      pair(
        "The working memory model is a model of short-term memory with several parts. It says that attention is limited.",
      ),
    ).toBeNull();
    expect(
      pair(
        "The multi-store model is a theory of memory proposed by Atkinson and Shiffrin. It was criticised later.",
      ),
    ).toBeNull();
  });
});
