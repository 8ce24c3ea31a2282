import { describe, expect, it } from "vitest";
import { analyseChunk } from "./analysis.ts";
import { TextReader } from "./nlp.ts";
import { SPOKEN_ASIDE, SPOKEN_DETAIL, spokenClaimWeight } from "./summary-speech.ts";

const reader = new TextReader();
const sentence = (text: string) => {
  const found = analyseChunk(reader, text).sentences[0];
  if (!found) throw new Error(`no sentence in ${text}`);
  return found;
};

describe("a lecture's claims, not its asides (issue 16 §4, transcripts)", () => {
  it("weighs an aside or tangent down", () => {
    for (const text of [
      "after the red giant stage the star throws off a shell of gas called a planetary nebula, which has nothing to do with planets by the way.",
      "a powder reacts faster than a lump because more particles are exposed, which is why flour dust in a mill can explode.",
    ])
      expect(spokenClaimWeight(sentence(text), false), text).toBe(SPOKEN_ASIDE);
  });

  it("weighs a figure said in words down, unless the sentence defines something", () => {
    const figure = sentence(
      "the sun has been on the main sequence for about four and a half billion years and it will stay there.",
    );
    expect(spokenClaimWeight(figure, false)).toBe(SPOKEN_DETAIL);
    expect(spokenClaimWeight(figure, true)).toBe(1);
  });

  it("leaves a plain claim, and 'you know' (a filler the quote drops), as they are", () => {
    for (const text of [
      "the main sequence is the long stable stage where a star fuses hydrogen into helium in its core.",
      "you know when you repeat a word in your head that's the phonological loop.",
    ])
      expect(spokenClaimWeight(sentence(text), false), text).toBe(1);
  });
});
