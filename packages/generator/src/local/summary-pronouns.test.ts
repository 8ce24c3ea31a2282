import { describe, expect, it } from "vitest";
import { analyseChunk } from "./analysis.ts";
import { TextReader } from "./nlp.ts";
import { summarise } from "./summary.ts";
import { hasUnresolvedPronoun } from "./summary-pronouns.ts";

const reader = new TextReader();
const sentence = (text: string) => {
  const found = analyseChunk(reader, text).sentences[0];
  if (!found) throw new Error(`no sentence in ${text}`);
  return found;
};

describe("a key point's pronoun has its antecedent in the same sentence (issue 16 §4)", () => {
  it("finds 'it' with no singular noun before it and 'they' with no plural before it", () => {
    for (const text of [
      "In the worst case, when every key collides, they take linear time, because the table degrades into a single list.",
      "If it is set above the equilibrium wage, the standard model predicts some unemployment.",
      "A common rule is never rebase commits that others have already pulled, because it rewrites their hashes.",
    ])
      expect(hasUnresolvedPronoun(sentence(text)), text).toBe(true);
  });

  it("keeps pronouns with an antecedent, an expletive 'it', a forward possessive and 'them' after two things", () => {
    for (const text of [
      "Acids and bases react, and they form a salt and water.",
      "The enzyme binds its substrate.",
      "It is important to wash your hands before an experiment.",
      "Mitochondria contain their own DNA.",
      "A catalyst speeds up a reaction without being used up itself.",
      "Locked out of their meeting hall, the deputies gathered on a nearby indoor tennis court.",
      "A titration adds a solution to a measured volume of another solution until the reaction between them is complete.",
    ])
      expect(hasUnresolvedPronoun(sentence(text)), text).toBe(false);
  });

  it("never quotes such a sentence as a key point", () => {
    const content = [
      "## Hash tables",
      "A hash table is a data structure that maps keys to values by computing an index from each key. With a good hash function, insertion and lookup take constant time on average. In the worst case, when every key collides, they take linear time, because the table degrades into a single list. Collisions are resolved by chaining or by open addressing.",
      "## Chaining",
      "In separate chaining, each position of the array holds a list of the pairs whose keys hash to it. The load factor is the number of stored pairs divided by the number of positions. A table resizes when its load factor passes a threshold.",
    ].join("\n\n");
    const summary = summarise(analyseChunk(reader, content), { title: "Hash tables", content });
    expect([summary.overview, ...summary.keyPoints].join(" ")).not.toContain("they take linear time");
  });
});

describe("a plural wink leaves unlemmatised", () => {
  it("finds the dangling 'it' in 'Historians usually date it from about 1760'", () => {
    const s = analyseChunk(
      new TextReader(),
      "Historians usually date it from about 1760 to about 1840, although the changes continued long afterwards.",
    ).sentences[0];
    expect(s && hasUnresolvedPronoun(s)).toBe(true);
  });
});

describe("a plural the tagger reads as a verb (issue 16 §4)", () => {
  it("is an antecedent for 'their' ('active function calls, their local variables')", () => {
    const s = sentence(
      "every call gets its own stack frame on the call stack, which keeps track of active function calls, their local variables and where to return to.",
    );
    expect(hasUnresolvedPronoun(s)).toBe(false);
    expect(hasUnresolvedPronoun(sentence("Every call keeps its own frame with their local variables."))).toBe(
      true,
    );
  });
});
