import { describe, expect, it } from "vitest";
import { analyseChunk } from "../analysis.ts";
import { TextReader } from "../nlp.ts";
import { namedItems, withoutLeadIn } from "./named.ts";

const reader = new TextReader();
const named = (text: string) => {
  const analysis = analyseChunk(reader, text);
  const s = analysis.sentences[0];
  if (!s) throw new Error("no sentence");
  return namedItems(analysis, s).map((i) => `${i.form}: ${i.prompt} → ${i.answer}`);
};

describe("terms named in passing (named.ts)", () => {
  it("'…, an observation known as X' asks for the name of the clause", () => {
    expect(
      named(
        "Many atoms are especially stable when they have eight valence electrons, an observation known as the octet rule.",
      ),
    ).toEqual([
      "term: What is the name of the observation that many atoms are especially stable when they have eight valence electrons? → Octet rule",
    ]);
  });

  it("'S V a <phrase> called X' asks what the phrase is called", () => {
    expect(
      named(
        "When the drag equals the weight, the falling object reaches a constant speed called terminal velocity.",
      ),
    ).toEqual([
      "term: What is the constant speed that the falling object reaches called? → Terminal velocity",
    ]);
    expect(named("The population is first divided into groups called strata.")).toEqual([
      "term: What are the groups that the population is first divided into called? → Strata",
    ]);
  });

  it("a pronoun subject or a name followed by more words gives nothing", () => {
    expect(named("It reaches a constant speed called terminal velocity.")).toEqual([]);
    expect(named("In 2000 Baddeley added a fourth part called the episodic buffer.")).toEqual([]);
    expect(named("The falling object reaches a speed called terminal velocity by engineers.")).toEqual([]);
  });

  it("an introductory phrase before the subject is left out", () => {
    expect(withoutLeadIn("Locked out of their hall, the deputies gathered on a tennis court")).toBe(
      "the deputies gathered on a tennis court",
    );
    expect(withoutLeadIn("when it rains, it pours")).toBe("when it rains, it pours");
  });
});
