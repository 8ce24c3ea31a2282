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
