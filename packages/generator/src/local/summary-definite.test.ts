import { describe, expect, it } from "vitest";
import { analyseChunk } from "./analysis.ts";
import { TextReader } from "./nlp.ts";
import { summarise } from "./summary.ts";
import { mentionedIn, opensOnShortName, opensOnUnmentioned } from "./summary-definite.ts";
import { definedTerm } from "./summary-thesis.ts";

const reader = new TextReader();
const sentence = (text: string) => {
  const found = analyseChunk(reader, text).sentences[0];
  if (!found) throw new Error(`no sentence in ${text}`);
  return found;
};
const dangles = (text: string, read: string[] = [], names = new Map<string, string>()) =>
  opensOnUnmentioned(sentence(text), mentionedIn([], read), definedTerm, names);

describe("an overview sentence never opens on 'the X' the overview has not named (issue 16 §4)", () => {
  it("finds a described thing or an acronym nothing read before names", () => {
    expect(dangles("The supernova leaves behind either a neutron star or a black hole.")).toBe(true);
    expect(dangles("so the supernova leaves behind a neutron star.")).toBe(true);
    expect(dangles("The PPF is usually bowed outwards because of increasing opportunity cost.")).toBe(true);
  });

  it("passes a thing named before, a definition, a proper name, a named law and a restricted phrase", () => {
    expect(
      dangles("The supernova leaves behind a neutron star.", ["a massive star ends as a supernova"]),
    ).toBe(false);
    expect(dangles("The core collapses in less than a second.", ["hydrogen in their cores"])).toBe(false);
    expect(dangles("The mitochondrion is an organelle that releases energy.")).toBe(false);
    expect(dangles("The Earth is made of layers.")).toBe(false);
    expect(dangles("the berlin wall fell in november 1989.")).toBe(false);
    expect(dangles("The law of independent assortment says alleles are sorted independently.")).toBe(false);
    expect(dangles("The function that turns a key into an index is called a hash function.")).toBe(false);
    expect(dangles("A supernova leaves behind a neutron star.")).toBe(false);
  });

  it("quotes a section's next claim in the overview rather than a sentence on 'the X' never named", () => {
    const note = [
      "# Stars",
      "",
      "## Birth",
      "",
      "A star forms when a cloud of gas and dust collapses under its own gravity. Nuclear fusion then begins in the hot dense centre.",
      "",
      "## Middle life",
      "",
      "The main sequence is the long stable stage in which a star fuses hydrogen into helium. Most stars spend nearly all their lives on it.",
      "",
      "## Death",
      "",
      "The supernova leaves behind a neutron star or a black hole, depending on the mass of the core. A massive star ends its life in an explosion that outshines a galaxy.",
    ].join("\n");
    const summary = summarise(analyseChunk(reader, note), { title: "Stars", content: note } as never);
    expect(summary.overview).not.toContain("The supernova leaves");
    expect(summary.overview).toContain("A massive star ends its life in an explosion");
  });
});

describe("an overview sentence never opens on a short form of a name it has not given in full (issue 16 §4)", () => {
  const earlier = [sentence("From 1793 to 1794, during the Reign of Terror, the Committee ruled France.")];
  const terror = sentence(
    "The Terror ended when Robespierre himself was arrested and executed in July 1794.",
  );

  it("finds 'The Terror' after the note's 'Reign of Terror' the reader has not read", () => {
    expect(opensOnShortName(terror, earlier, "")).toBe(true);
  });

  it("passes it once the full name was read, and a name the note never gave longer", () => {
    expect(opensOnShortName(terror, earlier, "France lived through the Reign of Terror.")).toBe(false);
    expect(opensOnShortName(terror, [], "")).toBe(false);
    expect(opensOnShortName(sentence("The Renaissance began in Italy."), earlier, "")).toBe(false);
  });

  it("passes a whole name of the same kind as one given before ('The Industrial Revolution' after the Scientific)", () => {
    const before = [sentence("The Scientific Revolution changed European ideas about nature.")];
    const industrial = sentence(
      "The Industrial Revolution was the shift from hand production to machine production.",
    );
    expect(opensOnShortName(industrial, before, "")).toBe(false);
  });
});
