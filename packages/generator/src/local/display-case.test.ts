import { describe, expect, it } from "vitest";
import { checkAnswerKey } from "../key-check.ts";
import { analyseChunk } from "./analysis.ts";
import { displayCase, listNameCase } from "./display-case.ts";
import { TextReader } from "./nlp.ts";
import { removeFillers, tidySentence } from "./speech.ts";

const reader = new TextReader();
const TALK =
  "okay so um the cold war was a rivalry between the united states and the soviet union. then in 1947 president " +
  "truman announced the truman doctrine, and um in 1949 nato was formed, the north atlantic treaty organization. " +
  "so gregor mendel was an austrian monk, and mendel crossed pea plants. we had lunch at the café, like, twice.";

describe("capitals a transcript does not write (display-case.ts)", () => {
  const analysis = analyseChunk(reader, TALK);

  it("capitalises places, nations, acronyms, a name after a title or first name, and an acronym spelled out", () => {
    const shown = analysis.sentences.map((s) => displayCase(s.text, analysis)).join(" ");
    expect(shown).toContain("the United States and the Soviet Union");
    expect(shown).toContain("President Truman announced the Truman doctrine");
    expect(shown).toContain("NATO was formed, the North Atlantic Treaty Organization");
    expect(shown).toContain("Gregor Mendel was an Austrian monk, and Mendel crossed");
    expect(shown).toContain("the café"); // a common noun after an article stays as said
  });

  it("leaves a written note, file names, the pronoun 'us' and words with a common meaning as written", () => {
    const written = analyseChunk(
      reader,
      "The united states of matter are solid, liquid and gas. Turkey is a bird.",
    );
    expect(displayCase(written.sentences[0]?.text ?? "", written)).toBe(written.sentences[0]?.text);
    expect(listNameCase("open index.html, tell us about china and turkey in may")).toBe(
      "open index.html, tell us about china and turkey in may",
    );
    expect(listNameCase("the us and the ussr")).toBe("the US and the USSR");
  });

  it("keeps a recased key grounded: the key check compares case-blind", () => {
    const source = "in 1949 nato was formed, the north atlantic treaty organization.";
    const key = displayCase("the north atlantic treaty organization", analysis);
    expect(key).toBe("the North Atlantic Treaty Organization");
    expect(
      checkAnswerKey({
        type: "short-answer",
        question: "What was formed in 1949?",
        options: [],
        correctAnswer: key,
        source,
      }),
    ).toBe(true);
  });

  it("tidySentence writes a transcript's phrases and possessives with their capitals", () => {
    const names = new Map([
      ["president truman", "President Truman"],
      ["mendel", "Mendel"],
    ]);
    expect(tidySentence("president truman spoke and mendel's laws held", names)).toBe(
      "President Truman spoke and Mendel's laws held.",
    );
  });
});

describe("'like' in speech (speech.ts removeFillers)", () => {
  it("keeps a 'like' that brings examples and drops one set off or opening a clause", () => {
    expect(removeFillers("two clear forms, like purple or white flowers.")).toBe(
      "two clear forms, like purple or white flowers.",
    );
    expect(removeFillers("proxy wars, like in korea or vietnam.")).toBe(
      "proxy wars, like in korea or vietnam.",
    );
    expect(removeFillers("and like, the cell divides, like, twice.")).toBe("and the cell divides, twice.");
    expect(removeFillers("so like the cell divides.")).toBe("so the cell divides.");
  });
});
