import { describe, expect, it } from "vitest";
import { analyseChunk } from "./analysis.ts";
import { isSpokenQuestion, spokenSentences } from "./clauses.ts";
import { TextReader } from "./nlp.ts";

const reader = new TextReader();
const clauses = (text: string) => spokenSentences(reader.sentences(text)).map((s) => s.text);

describe("spoken clauses (transcripts)", () => {
  it("drops opening discourse words and fillers, keeping the rest verbatim", () => {
    expect(clauses("and um the reason peas were a good choice is that they breed true.")).toEqual([
      "the reason peas were a good choice is that they breed true.",
    ]);
    expect(clauses("right, so a white dwarf slowly cools over billions of years.")).toEqual([
      "a white dwarf slowly cools over billions of years.",
    ]);
  });

  it("keeps 'right' and 'well' that are not set off", () => {
    expect(clauses("right angles have ninety degrees in every square.")[0]).toMatch(/^right angles/);
  });

  it("cuts a run-on at ', and' + clause and at '; so', each part a complete clause", () => {
    expect(
      clauses(
        "so a gene is a unit of heredity that controls a trait, and the different versions of a gene are called alleles; so each egg carries one allele.",
      ),
    ).toEqual([
      "a gene is a unit of heredity that controls a trait",
      "the different versions of a gene are called alleles",
      "each egg carries one allele.",
    ]);
  });

  it("does not cut where one side is no clause", () => {
    expect(
      clauses("the white flowers came back in a quarter of the next generation, so a ratio of three to one."),
    ).toHaveLength(1);
  });

  it("drops a verbless topic phrase, not a list's first item or a time phrase", () => {
    expect(clauses("so some vocabulary, the genotype is the set of alleles an organism has.")).toEqual([
      "the genotype is the set of alleles an organism has.",
    ]);
    expect(clauses("purple flowers, white flowers and pink flowers are common in peas.")[0]).toMatch(
      /^purple/,
    );
    expect(clauses("in 1866, mendel published his work on peas.")[0]).toMatch(/^in 1866/);
    // The phrase names what the clause's "that" or "which" means: it stays.
    expect(clauses("the marshall plan, that's the american programme of aid to europe.")[0]).toMatch(
      /^the marshall plan/,
    );
  });

  it("rejoins a clause whose subject is a pronoun, keeps a pointer clause apart", () => {
    expect(
      clauses(
        "if the two alleles are the same the organism is homozygous, and if they're different it's heterozygous.",
      ),
    ).toHaveLength(1);
    expect(
      clauses(
        "the colours come from the metals like strontium and copper, but anyway that's not on the exam.",
      ),
    ).toEqual([
      "the colours come from the metals like strontium and copper",
      "but anyway that's not on the exam.",
    ]);
  });

  it("every clause is a verbatim slice of its sentence", () => {
    const text =
      "okay so mendel's two laws, the law of segregation says the two alleles separate when gametes are formed, and so each egg or sperm carries only one allele.";
    for (const c of clauses(text)) expect(text).toContain(c);
  });

  it("knows a spoken question answered in the same breath", () => {
    const tokens = (t: string) => reader.sentences(t)[0]?.tokens ?? [];
    expect(isSpokenQuestion(tokens("what decides how long a star lives, it's mass."))).toBe(true);
    expect(isSpokenQuestion(tokens("what's left behind is the hot dense core, a white dwarf."))).toBe(false);
  });

  it("makes clause sources of a transcript, leaves written text whole", () => {
    const spoken =
      "um so today we do genetics. so a gene is a unit of heredity that controls a trait, and the different versions of a gene are called alleles.";
    const a = analyseChunk(reader, spoken, { spokenClauses: true });
    expect(a.speech).toBe(true);
    expect(a.sentences.filter((s) => s.standalone).map((s) => s.text)).toEqual([
      "a gene is a unit of heredity that controls a trait",
      "the different versions of a gene are called alleles.",
    ]);
    const written = "A gene is a unit of heredity, and the versions of a gene are called alleles.";
    expect(analyseChunk(reader, written, { spokenClauses: true }).sentences.map((s) => s.text)).toEqual([
      written,
    ]);
    // Off by default (enhance rebuilds the text from whole sentences).
    expect(analyseChunk(reader, spoken).sentences.map((s) => s.text)[1]).toMatch(/^so a gene/);
  });

  it("an example opener in a transcript marks only its own sentence", () => {
    const a = analyseChunk(
      reader,
      "um so say you spend saturday at work instead of the beach, the cost is the beach. so the production frontier is a curve of the combinations an economy can make.",
      { spokenClauses: true },
    );
    expect(a.sentences.map((s) => s.kind)).toEqual(["example", "expository"]);
  });
});
