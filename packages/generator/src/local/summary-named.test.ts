import { describe, expect, it } from "vitest";
import { analyseChunk } from "./analysis.ts";
import { TextReader } from "./nlp.ts";
import { withNamesJoined } from "./summary-named.ts";

const reader = new TextReader();

describe("a description named in the next sentence (issue 16 §4)", () => {
  it("is written with its name, and reads alone", () => {
    const sentences = analyseChunk(
      reader,
      "Because there are usually far more possible keys than array positions, two different keys will sometimes be given the same index. This is called a collision. Collisions cannot be avoided entirely.",
    ).sentences;
    const [joined, named, after] = withNamesJoined(sentences);
    expect(joined?.text).toBe(
      "Because there are usually far more possible keys than array positions, two different keys will sometimes be given the same index; this is called a collision.",
    );
    expect(joined?.standalone).toBe(true);
    expect(named).toBe(sentences[1]);
    expect(after).toBe(sentences[2]);
  });

  it("keeps the naming sentence's own words ('This process is known as alcoholic fermentation.')", () => {
    const sentences = analyseChunk(
      reader,
      "In yeast, anaerobic respiration produces ethanol and carbon dioxide instead of lactate. This process is known as alcoholic fermentation.",
    ).sentences;
    expect(withNamesJoined(sentences)[0]?.text).toBe(
      "In yeast, anaerobic respiration produces ethanol and carbon dioxide instead of lactate; this process is known as alcoholic fermentation.",
    );
  });

  it("leaves a sentence the next one does not name, and a definition, as they are", () => {
    const sentences = analyseChunk(
      reader,
      "A hash function is a function that turns a key into an index. This is called hashing. Keys are spread evenly. This matters for speed.",
    ).sentences;
    expect(withNamesJoined(sentences)).toEqual(sentences);
  });
});
