// Classes of wrong answer keys that lean on context the sentence does not carry (issue 16, round 2): a sentence
// in, the item or its absence out.
import { describe, expect, it } from "vitest";
import { analyseChunk } from "./analysis.ts";
import { causeItems } from "./forms/cause.ts";
import { comparisonItem } from "./forms/comparison.ts";
import { bodyVerb } from "./forms/definition.ts";
import { whoWhenWhereItems } from "./forms/who-when-where.ts";
import { scopedByHeading } from "./heading-scope.ts";
import { TextReader } from "./nlp.ts";
import { isVariant } from "./option-text.ts";
import { termAsks } from "./questions-wording.ts";
import { swappedStatement } from "./true-false.ts";

const reader = new TextReader();
const analyse = (text: string) => analyseChunk(reader, text);

describe("a slide bullet under a heading that scopes it is no general fact", () => {
  const slides =
    "# Circuits\n\n## Series circuits\n- Total resistance is the sum of the resistances\n" +
    "- The same current flows through every component\n\n## Parallel circuits\n" +
    "- Adding branches lowers the total resistance\n\n## Power\n- Power is the rate of energy transfer\n";

  it("reads 'Series circuits' beside 'Parallel circuits', and 'In plants', as scoping headings", () => {
    const headings = ["Series circuits", "Parallel circuits", "Power"];
    expect(scopedByHeading("Total resistance is the sum", "Series circuits", headings)).toBe(true);
    expect(scopedByHeading("Series resistance adds up", "Series circuits", headings)).toBe(false);
    expect(scopedByHeading("Power is the rate of energy transfer", "Power", headings)).toBe(false);
    expect(scopedByHeading("Starch is stored", "In plants", [])).toBe(true);
    expect(scopedByHeading("Plants store starch", "In plants", [])).toBe(false);
    expect(scopedByHeading("Hot all year", "Slide 3: Tropical climates", ["Slide 4: Dry climates"])).toBe(
      true,
    );
  });

  it("gives the scoped bullet no definition and no standalone item; an unscoped one keeps its definition", () => {
    const sentences = analyse(slides).sentences;
    const total = sentences.find((s) => s.text.includes("Total resistance"));
    expect(total?.definition).toBeNull();
    expect(total?.standalone).toBe(false);
    const power = sentences.find((s) => s.text.includes("Power is"));
    expect(power?.definition?.term).toBe("Power");
  });
});

describe("a plural term's line that says what the things do is asked as 'What do … do?'", () => {
  it("reads the plain verb form after a plural term, not after a singular one", () => {
    expect(bodyVerb("trap microbes in sticky mucus", true)).toBe("trap");
    expect(bodyVerb("trap microbes in sticky mucus", false)).toBeNull();
    expect(bodyVerb("white blood cells", true)).toBeNull();
    expect(bodyVerb("carries current safely to the ground")).toBe("carries");
  });
});

describe("an 'Unlike A, B …' comparison is not cut at a colon", () => {
  it("asks no comparison whose difference goes on past a colon; a whole one is asked", () => {
    const cut = analyse(
      "Unlike a price taker, a monopolist is a price maker: because it faces the whole market demand curve, it must lower its price to sell more units.",
    );
    const s = cut.sentences[0];
    if (!s) throw new Error("no sentence");
    expect(comparisonItem(cut, s)).toBeNull();
    const whole = analyse("Unlike mitosis, meiosis produces four genetically different cells.");
    const w = whole.sentences[0];
    if (!w) throw new Error("no sentence");
    expect(comparisonItem(whole, w)?.prompt).toBe("How does meiosis differ from mitosis?");
  });
});

describe("true/false: a term swapped into a definition that names only its kind is no checked falsehood", () => {
  const swapped = (text: string) => {
    const analysis = analyse(text);
    const s = analysis.sentences[0];
    if (!s) throw new Error("no sentence");
    return swappedStatement(analysis, s, isVariant)?.text ?? null;
  };

  it("does not swap ammonia into 'An alkali is a base that dissolves in water'", () => {
    const text =
      "An alkali is a base that dissolves in water. Ammonia is a base because it accepts a proton. " +
      "Sodium hydroxide is a strong alkali.";
    expect(swapped(text) ?? "").not.toMatch(/ammonia/i);
  });

  it("still swaps a kin term into 'the first stage of respiration'", () => {
    const text =
      "Glycolysis is the first stage of respiration and takes place in the cytoplasm. " +
      "The Krebs cycle is the second stage of respiration and takes place in the mitochondria.";
    expect(swapped(text)).toMatch(/Krebs cycle is the first stage/);
  });
});

describe("a reverse definition question only when the description picks out the term", () => {
  const reverseOf = (text: string) => {
    const d = analyse(text).sentences[0]?.definition;
    if (!d) throw new Error("no definition");
    return termAsks(d);
  };

  it("asks no 'What do we call an organelle enclosed by a double membrane?'", () => {
    expect(reverseOf("A chloroplast is an organelle enclosed by a double membrane.")).toBeNull();
  });

  it("still asks 'What do we call the additional revenue from selling one more unit?'", () => {
    expect(reverseOf("Marginal revenue is the additional revenue from selling one more unit.")).toBe(
      "What do we call the additional revenue from selling one more unit?",
    );
  });
});

describe("a definition that leans outside its sentence or is cut inside its relative clause is none", () => {
  const definitionOf = (text: string) => analyse(text).sentences[0]?.definition?.definition ?? null;

  it("reads no definition from 'a base in this theory …'", () => {
    expect(
      definitionOf(
        "Ammonia is a base in this theory even though it contains no hydroxide ions, because it accepts a proton.",
      ),
    ).toBeNull();
  });

  it("reads no definition cut before ', and every key …' of its 'in which' clause; a whole one stays", () => {
    expect(
      definitionOf(
        "A binary search tree is a tree in which every node has at most two children, and every key in the left subtree is smaller than the node's key.",
      ),
    ).toBeNull();
    expect(definitionOf("A binary tree is a tree in which every node has at most two children.")).toBe(
      "a tree in which every node has at most two children",
    );
  });
});

describe("'X occurs when Y' is not asked back as 'What is it called when Y?'", () => {
  it("asks no reverse question of an 'occurs when' definition", () => {
    const d = analyse("Cost-push inflation occurs when the costs of production rise.").sentences[0]
      ?.definition;
    expect(d?.verb).toBe("occurs when");
    if (d) expect(termAsks(d)).toBeNull();
  });
});

describe("an appositive glossing a preposition's object is no definition", () => {
  const definitionOf = (text: string) => analyse(text).sentences[0]?.definition?.definition ?? null;

  it("reads none from 'kept records with the quipu, a set of knotted cords' or 'in a queue, a long braid'", () => {
    expect(
      definitionOf("The Inca had no writing, but they kept records with the quipu, a set of knotted cords."),
    ).toBeNull();
    expect(
      definitionOf("Chinese men had to wear their hair in a queue, a long braid at the back."),
    ).toBeNull();
  });

  it("still reads 'Plants contain chlorophyll, a green pigment that absorbs light.'", () => {
    expect(definitionOf("Plants contain chlorophyll, a green pigment that absorbs light.")).toBe(
      "a green pigment that absorbs light",
    );
  });
});

describe("a when-question's key is the whole date the sentence gives", () => {
  const whenOf = (text: string) => {
    const analysis = analyse(text);
    const s = analysis.sentences[0];
    if (!s) throw new Error("no sentence");
    return whoWhenWhereItems(analysis, s)
      .filter((i) => i.form === "date")
      .map((i) => `${i.prompt} → ${i.answer}`);
  };

  it("asks no when-question of one year of a span or of an approximate or bounding year", () => {
    expect(
      whenOf("The victorious powers met at the Congress of Vienna in 1814 and 1815 to redraw the map."),
    ).toEqual([]);
    expect(whenOf("By 1400, Europe was recovering from the Black Death and its famines.")).toEqual([]);
    expect(whenOf("Around 1400, most people in the world lived in farming villages.")).toEqual([]);
  });

  it("still asks 'When did James Watt patent the separate condenser?' → 1769", () => {
    expect(whenOf("James Watt patented the separate condenser in 1769.")).toEqual([
      "When did James Watt patent the separate condenser? → 1769",
    ]);
  });
});

describe("a cause's effect that names no one is no key", () => {
  const causesOf = (text: string) => {
    const analysis = analyse(text);
    const s = analysis.sentences[0];
    if (!s) throw new Error("no sentence");
    return causeItems(analysis, s).map((i) => `${i.prompt} → ${i.answer}`);
  };

  it("asks nothing of 'Three mistakes led to his downfall'; a named effect is asked", () => {
    expect(causesOf("Three mistakes led to his downfall.")).toEqual([]);
    expect(
      causesOf(
        "The invention of the steam engine led to the rapid growth of factories in northern England.",
      ).join(),
    ).toMatch(/rapid growth of factories/i);
  });
});
