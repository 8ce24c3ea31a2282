import { describe, expect, it } from "vitest";
import { analyseChunk } from "../analysis.ts";
import { clozeTargets, isWeakKey } from "../cloze.ts";
import { findDefinition } from "../definitions.ts";
import { clozeAllowance } from "../flashcards.ts";
import { TextReader } from "../nlp.ts";
import { leansOnEarlierSentence } from "./cloze.ts";

const reader = new TextReader();
const first = (text: string) => {
  const analysis = analyseChunk(reader, text);
  const s = analysis.sentences[0];
  if (!s) throw new Error("no sentence");
  return { analysis, s };
};
const definitionOf = (text: string) => {
  const { s } = first(text);
  return findDefinition(s, s.tokens);
};

describe("definition patterns (issue 16 §1)", () => {
  it("needs a complement that names a category, not an evaluative phrase or two things", () => {
    expect(definitionOf("The steam engine is the symbol of the Industrial Revolution.")).toBeNull();
    expect(definitionOf("Sorting is one of the most studied problems in computer science.")).toBeNull();
    expect(definitionOf("The vertical forces are the weight and the normal force.")).toBeNull();
    expect(definitionOf("Glycolysis is the first stage of respiration.")?.definition).toBe(
      "the first stage of respiration",
    );
  });

  it("starts no term with a determiner-like adjective and needs a complement after a defining verb", () => {
    expect(definitionOf("Other complexity measures are also used.")).toBeNull();
    expect(
      definitionOf("Big O notation describes how the running time grows with the input.")?.definition,
    ).toBe("how the running time grows with the input");
  });

  it("keeps a closing bracket or quote it opened, and a list's last member after ', and'", () => {
    expect(definitionOf("A base is a substance that accepts protons (hydrogen ions).")?.definition).toBe(
      "a substance that accepts protons (hydrogen ions)",
    );
    expect(definitionOf("Air is a mixture of gases, mainly nitrogen, oxygen, and argon.")?.definition).toBe(
      "a mixture of gases, mainly nitrogen, oxygen, and argon",
    );
    expect(
      definitionOf("Enzymes are proteins that speed up reactions, and they are not used up.")?.definition,
    ).toBe("proteins that speed up reactions");
  });

  it("reads 'is defined as', 'The N that … is the X', '… is called X, and …' and an appositive", () => {
    expect(definitionOf("Osmosis is defined as the movement of water across a membrane.")).toMatchObject({
      term: "Osmosis",
      definition: "the movement of water across a membrane",
    });
    expect(definitionOf("The fluid that surrounds the thylakoids is the stroma.")).toMatchObject({
      term: "stroma",
      definition: "The fluid that surrounds the thylakoids",
      reversed: true,
    });
    expect(
      definitionOf("The enzyme that fixes carbon dioxide is called rubisco, and it is very common."),
    ).toMatchObject({ term: "rubisco", reversed: true });
    expect(
      definitionOf("The thylakoid membranes contain chlorophyll, a green pigment that absorbs light."),
    ).toMatchObject({
      term: "chlorophyll",
      definition: "a green pigment that absorbs light",
    });
    expect(definitionOf("She kept a cat, a dog, and a bird.")).toBeNull();
    expect(
      definitionOf("They gave France a constitution, an event known as the Tennis Court Oath."),
    ).toBeNull();
    expect(
      definitionOf("The First Estate was the clergy, the Second Estate was the nobility.")?.definition,
    ).toBe("the clergy");
  });
});

describe("blank sources and keys (issue 16 §1)", () => {
  it("a sentence whose subject is a pronoun or that opens with 'The other' / 'Another' leans on another", () => {
    expect(leansOnEarlierSentence(first("Historians usually date it from about 1760.").s)).toBe(true);
    expect(leansOnEarlierSentence(first("They spread quickly through the northern towns.").s)).toBe(true);
    expect(leansOnEarlierSentence(first("The other big explanation is cheap coal.").s)).toBe(true);
    expect(leansOnEarlierSentence(first("Another cause was the enclosure of common land.").s)).toBe(true);
    expect(leansOnEarlierSentence(first("Cells that divide quickly need more energy.").s)).toBe(false);
  });

  it("a single common word the note does not define, or uses little, is a weak key", () => {
    const { analysis, s } = first(
      "The issue of enclosure changed farming. Enclosure moved workers to towns. Enclosure raised yields.",
    );
    const issue = s.mentions.find((m) => m.text === "issue");
    const enclosure = analysis.sentences[1]?.mentions.find((m) => m.text === "Enclosure");
    expect(issue && isWeakKey(analysis, issue)).toBe(true);
    expect(enclosure && isWeakKey(analysis, enclosure)).toBe(false);
  });
});

describe("deck makeup (issue 16 §1)", () => {
  it("allows blanks up to 35% of the deck beside the other cards, one when there is nothing else", () => {
    expect(clozeAllowance(13, 20)).toBe(7);
    expect(clozeAllowance(20, 20)).toBe(0);
    expect(clozeAllowance(2, 20)).toBe(1);
    expect(clozeAllowance(0, 20)).toBe(1);
  });
});

describe("a definition read backwards (readBackwards)", () => {
  const def = (text: string) => {
    const s = reader.sentences(text)[0];
    if (!s) throw new Error("no sentence");
    const d = findDefinition(s, s.tokens);
    return (
      d && { term: d.term, definition: d.definition, reversed: d.reversed, named: !!d.namedByComplement }
    );
  };

  it("a long description named by a short term is the term's name, not its definition", () => {
    expect(def("What is left behind is the hot dense core, a white dwarf.")).toEqual({
      term: "white dwarf",
      definition: "the hot dense core",
      reversed: true,
      named: true,
    });
    expect(def("The basic unit of metre is the foot.")?.term).toBe("foot");
  });

  it("a short subject, a long complement or a named subject stays a definition", () => {
    expect(def("Glucose is a simple sugar.")?.reversed).toBe(false);
    expect(def("The mitochondrion is the organelle that makes ATP.")?.term).toBe("mitochondrion");
    expect(def("The First Estate was the clergy.")?.term).toBe("First Estate");
  });
});

describe("where a definition's key ends (clause-end.ts) and what is no definition", () => {
  const def = (text: string) => {
    const s = reader.sentences(text)[0];
    if (!s) throw new Error("no sentence");
    const d = findDefinition(s, s.tokens);
    return d && `${d.term} = ${d.definition}`;
  };

  it("a comma splice, a correction aside and the next described list member end the key", () => {
    // A spoken comma splice goes on about the subject: the cut key was half of it (labelled keyCorrect false).
    expect(def("Scarcity is the basic economic problem, it means that our wants are unlimited.")).toBeNull();
    expect(def("The opportunity cost is the day at the beach, not every possible thing you could do.")).toBe(
      "opportunity cost = the day at the beach",
    );
    expect(
      def(
        "A base case is a simple case that is answered directly, and a recursive case, where the function calls itself.",
      ),
    ).toBe("base case = a simple case that is answered directly");
    expect(def("Air is a mixture of nitrogen, oxygen, and argon.")).toBe(
      "Air = a mixture of nitrogen, oxygen, and argon",
    );
  });

  it("a complement naming a kind of the term, or a clause after the comma, defines nothing", () => {
    expect(def("A call is a tail call if it is the very last thing the function does.")).toBeNull();
    expect(
      def("White is recessive, a recessive allele only shows its effect when two copies are present."),
    ).toBeNull();
    expect(def("Kinetic energy is the energy of motion.")).toBe("Kinetic energy = the energy of motion");
  });

  it("a term keeps a compass word on its left edge", () => {
    expect(
      def("In 1949 came the north atlantic treaty organization, a military alliance of western countries."),
    ).toBe("north atlantic treaty organization = a military alliance of western countries");
  });
});

describe("'X occurs when …' defines X by its condition", () => {
  it("asks when X occurs, and the reverse 'What is it called when …?'", () => {
    const analysis = analyseChunk(
      reader,
      "Nonresponse bias occurs when many chosen individuals do not respond.",
    );
    const s = analysis.sentences[0];
    if (!s) throw new Error("no sentence");
    const d = findDefinition(s, s.tokens);
    expect(d && `${d.term} ${d.verb} ${d.definition}`).toBe(
      "Nonresponse bias occurs when many chosen individuals do not respond",
    );
    const other = reader.sentences("The error occurs in the second step of the method.")[0];
    if (!other) throw new Error("no sentence");
    expect(findDefinition(other, other.tokens)).toBeNull();
  });
});

describe("a cloze key is a noun phrase", () => {
  it("never blanks a subject with its mistagged verb ('electronegativity share electrons')", () => {
    const analysis = analyseChunk(
      reader,
      "Electronegativity is the tendency of an atom to attract electrons. When two atoms with the same electronegativity share electrons, the bond is a nonpolar covalent bond.",
    );
    const keys = analysis.sentences.flatMap((s) => clozeTargets(analysis, s).map((t) => t.text));
    expect(keys.some((k) => /share/.test(k))).toBe(false);
    expect(keys).toContain("nonpolar covalent bond");
  });
});
