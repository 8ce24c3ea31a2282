import { describe, expect, it } from "vitest";
import { analyseChunk } from "../analysis.ts";
import { TextReader } from "../nlp.ts";
import { clauseDefinitions } from "./clauses.ts";
import { definitionItems, indefiniteArticle, speechNames } from "./definition.ts";

const reader = new TextReader();
const fronts = (text: string) => {
  const analysis = analyseChunk(reader, text);
  return analysis.sentences.flatMap((s) =>
    definitionItems(analysis, s)
      .filter((i) => i.form === "definition")
      .map((i) => `${i.prompt} → ${i.answer}`),
  );
};

describe("card fronts of definitions (issue 16 §1)", () => {
  it("a term-list entry gets 'a/an' when countable, none for mass nouns and acronyms, and its true number", () => {
    const out = fronts(
      [
        "fuse: a device that breaks a circuit when the current is too high",
        "photosynthesis: the process by which plants make glucose from light",
        "DNS: the system that translates domain names into IP addresses",
        "solute: the substance that dissolves in a solvent",
        "eukaryote: an organism whose cells have a nucleus",
        "Golgi apparatus: a stack of membranes that packages proteins",
      ].join("\n"),
    ).map((f) => f.split(" → ")[0] ?? "");
    expect(out).toContain("What is a fuse?");
    expect(out).toContain("What is photosynthesis?");
    expect(out).toContain("What is DNS?");
    expect(out).toContain("What is the solute?");
    expect(out).toContain("What is a eukaryote?");
    expect(out.some((f) => f.includes("Golgi apparatus") && f.startsWith("What is"))).toBe(true);
  });

  it("a body that opens with what the thing does asks what it does", () => {
    const out = fronts(
      "ammeter: measures current, connected in series\nvoltmeter: a meter placed in parallel",
    );
    expect(out[0]).toBe("What does an ammeter do? → Measures current, connected in series");
  });

  it("picks 'a' or 'an' by sound", () => {
    expect(indefiniteArticle("ammeter")).toBe("an");
    expect(indefiniteArticle("eukaryote")).toBe("a");
    expect(indefiniteArticle("unit")).toBe("a");
    expect(indefiniteArticle("MRI scan")).toBe("an");
  });

  it("a transcript's 'the us' is the country; other words stay as written", () => {
    expect(speechNames("a military alliance of the us, canada", true)).toBe(
      "a military alliance of the US, canada",
    );
    expect(speechNames("tell us about nato", true)).toBe("tell us about NATO");
    expect(speechNames("the us", false)).toBe("the us");
  });
});

describe("definitions inside a long spoken sentence (issue 16 §5)", () => {
  const terms = (text: string) => {
    // The sentence as the reader splits it: the clause rules read a whole run-on sentence.
    const s = reader.sentences(text)[0];
    if (!s) throw new Error("no sentence");
    return clauseDefinitions(s, s.tokens).map((d) => `${d.term} = ${d.definition}`);
  };

  it("reads each clause after a comma and 'X, which is/that's …'", () => {
    const out = terms(
      "so why cold, the cold war was a long period of rivalry between the united states and the soviet union, and it's called cold because they never fought, and the marshall plan, that's the american programme of economic aid to rebuild europe.",
    );
    expect(out).toContain(
      "cold war = a long period of rivalry between the united states and the soviet union",
    );
    expect(out).toContain("marshall plan = the american programme of economic aid to rebuild europe");
  });

  it("a long description named by a short term reads backwards: 'the hot dense core, a white dwarf'", () => {
    expect(
      terms("and what's left behind, the basic unit of life is the cell, and it slowly cools."),
    ).toContain("cell = the basic unit of life");
  });

  it("a 'which' that sums up the clause before it defines nothing", () => {
    const out = terms(
      "and winston churchill said an iron curtain had come down across the continent, which is a phrase that just stuck.",
    );
    expect(out).toEqual([]);
  });
});

describe("how a question names its term and asks the reverse (issue 16 §1)", () => {
  const all = (text: string) => {
    const analysis = analyseChunk(reader, text);
    return analysis.sentences.flatMap((s) =>
      definitionItems(analysis, s).map((i) => `${i.prompt} → ${i.answer}`),
    );
  };

  it("a sentence's or a line's capital goes when the note writes the word in lower case or a heading capitalises it", () => {
    const out = all(
      "# Overview of Photosynthesis\n\nPhotosynthesis is the process by which plants make sugars from light. Almost every food chain begins with photosynthesis.\n\n| Mass | m | kilogram |\n\nMass is the amount of matter in an object.",
    );
    expect(out).toContain("What is photosynthesis? → The process by which plants make sugars from light");
    expect(out).toContain("What is mass? → The amount of matter in an object");
  });

  it("a name keeps its capitals: a later capital, a mid-sentence capital, a glossary's own capital", () => {
    const out = all(
      "Git is a distributed version control system created by Linus Torvalds. A repository is a folder whose history Git tracks.\n\nThe Industrial Revolution was the shift from hand production to machines in factories.",
    );
    expect(out.some((o) => o.startsWith("What is Git?"))).toBe(true);
    expect(out.some((o) => o.startsWith("What was the Industrial Revolution?"))).toBe(true);
    const glossary = all(
      "Null hypothesis: the claim of no effect\nPower: the probability of rejecting a false null hypothesis\nz-test: a test of a mean",
    );
    // "z-test" starts in lower case by nature: the glossary's style is capitals, so "Power" is the line's.
    expect(glossary.some((o) => o.startsWith("What is power?"))).toBe(true);
    expect(glossary.some((o) => /^What is (?:a |the )?null hypothesis\?/.test(o))).toBe(true);
    const lowerGlossary = all(
      "ribosome: a small structure that makes proteins\nGolgi apparatus: a stack of membranes",
    );
    expect(lowerGlossary.some((o) => o.startsWith("What is a Golgi apparatus?"))).toBe(true);
  });

  it("a person is asked who they were, and a transcript's name gets its capitals", () => {
    const written = all(
      "The Mughal Empire was founded in northern India in 1526 by Babur, a descendant of both Timur and Genghis Khan, who defeated the sultan of Delhi.",
    );
    // An appositive is an aside of a sentence about what the person did: asking by it misses the point
    // (labellers: 'Who was Babur? → A descendant of …' keyCorrect false), so neither direction is asked.
    expect(written.some((o) => o.startsWith("Who was Babur?"))).toBe(false);
    expect(written.some((o) => o.endsWith("→ Babur"))).toBe(false);
    const spoken = all(
      "okay so um today we're doing genetics. gregor mendel was an austrian monk who crossed thousands of pea plants in the garden of his monastery. so he counted them, right, and he wrote it all down, you know.",
    );
    expect(spoken.some((o) => o.startsWith("Who was Gregor Mendel? → "))).toBe(true);
    expect(spoken.some((o) => o.endsWith("→ Gregor Mendel"))).toBe(true);
  });

  it("the reverse names a law, theory or class by its kind and a doer by what it does", () => {
    const out = all(
      "The law of demand states that the quantity demanded falls when the price rises. Class P contains the problems that can be solved in polynomial time. Price elasticity of demand measures how strongly the quantity demanded responds to a change in price. Constant time means that the running time does not depend on the input size.",
    );
    expect(out).toContain(
      "Which law states that the quantity demanded falls when the price rises? → Law of demand",
    );
    expect(out).toContain(
      "Which class contains the problems that can be solved in polynomial time? → Class P",
    );
    expect(out).toContain(
      "What measures how strongly the quantity demanded responds to a change in price? → Price elasticity of demand",
    );
    expect(out).toContain(
      "What is it called when the running time does not depend on the input size? → Constant time",
    );
  });

  it("no reverse for a clause body or a bare kind, and no question at all of a common noun's clause", () => {
    const out = all(
      "## What controls climate\n- Distance from the sea: oceans keep coastal climates mild\n- Conflict of the Orders: plebeians won political rights over two centuries\n\nThe Mid-Atlantic Ridge is a divergent boundary between two plates.\n\nThe First Estate was the clergy.",
    );
    expect(out.some((o) => /distance from the sea/i.test(o))).toBe(false);
    expect(out.some((o) => o.includes("term for oceans") || o.includes("term for plebeians"))).toBe(false);
    expect(out.some((o) => o.startsWith("What is the term for the clergy?"))).toBe(false);
  });

  it("'states' after a name or 'southern' is the noun, not a defining verb", () => {
    const out = all(
      "The United States took the islands and fought a long war against the independence movement. Southern states passed laws that enforced racial segregation.",
    );
    expect(out).toEqual([]);
  });
});
