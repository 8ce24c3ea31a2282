import { describe, expect, it } from "vitest";
import { analyseChunk } from "./analysis.ts";
import { corpusNote } from "./corpus.test-support.ts";
import { TextReader } from "./nlp.ts";
import { summarise } from "./summary.ts";
import { definedAgainst, waysSideBySide } from "./summary-contrast.ts";

const reader = new TextReader();
const sentencesOf = (text: string) => analyseChunk(reader, text).sentences;

describe("two terms defined against each other (issue 16 §4)", () => {
  it("quotes both definitions as one sentence, without their examples", () => {
    const [simile, metaphor] = sentencesOf(
      'A simile is a comparison between two unlike things that uses the word "like" or "as", as when Robert Burns writes that his love is like a red, red rose. A metaphor is a comparison that states that one thing is another, without "like" or "as"; when Shakespeare writes that all the world\'s a stage, he asks us to see human life as a play.',
    );
    expect(definedAgainst(simile!, metaphor)).toBe(
      'A simile is a comparison between two unlike things that uses the word "like" or "as", while a metaphor is a comparison that states that one thing is another, without "like" or "as".',
    );
  });

  it("is no pair when the second does not set its term against the first, or defines another kind of thing", () => {
    const [alliteration, assonance] = sentencesOf(
      "Alliteration is the repetition of the same consonant sound at the beginning of nearby words. Assonance is the repetition of vowel sounds inside nearby words.",
    );
    expect(definedAgainst(alliteration!, assonance)).toBe(null);
    const [rhyme, metre] = sentencesOf(
      "Rhyme is the repetition of the same sounds at the ends of words. Metre is the regular pattern of stressed syllables, not of sounds.",
    );
    expect(definedAgainst(rhyme!, metre)).toBe(null);
    expect(definedAgainst(rhyme!, undefined)).toBe(null);
  });

  it("gives the pair a sentence of the overview when there is room (the poetic devices chapter)", () => {
    const note = corpusNote("textbook-literature-poetic-devices.md");
    const { overview } = summarise(analyseChunk(reader, note.content), note);
    expect(overview).toContain('"like" or "as", while a metaphor is a comparison');
    expect(overview.startsWith("Figurative language is language that goes beyond")).toBe(true);
  });
});

describe("two ways set side by side in a paragraph (issue 16 §4)", () => {
  const paragraph =
    "In separate chaining, each position of the array holds a list of all the pairs whose keys hash to that position. To look up a key, we compute its hash and search the short list there. In open addressing, all pairs are stored in the array itself; when the position for a key is already taken, the table probes other positions.";

  it("quotes the first clause of each as one sentence, in note order", () => {
    const sentences = sentencesOf(paragraph);
    const ways = waysSideBySide(sentences[2]!, sentences);
    expect(ways?.other).toBe(sentences[0]);
    expect(ways?.text).toBe(
      "In separate chaining, each position of the array holds a list of all the pairs whose keys hash to that position; in open addressing, all pairs are stored in the array itself.",
    );
  });

  it("is no pair across paragraphs, nor for a case ('In a hydrogen molecule, …')", () => {
    const apart = sentencesOf(paragraph.replace(" In open addressing", "\n\nIn open addressing"));
    expect(waysSideBySide(apart[2]!, apart)).toBe(null);
    const cases = sentencesOf(
      "In a hydrogen molecule, two atoms share two electrons. In an oxygen molecule, two atoms share four electrons.",
    );
    expect(waysSideBySide(cases[1]!, cases)).toBe(null);
  });

  it("gives the hash-table chapter's overview both methods of resolving collisions", () => {
    const note = corpusNote("textbook-computer-science-hash-tables.md");
    expect(summarise(analyseChunk(reader, note.content), note).overview).toContain(
      "In separate chaining, each position of the array holds a list of all the pairs whose keys hash to that position; in open addressing, all pairs are stored in the array itself.",
    );
  });
});
