// One test per class of wrong or unstudiable item found by reading the corpus (issue 16: answer keys, items
// worth studying): a sentence in, the expected key or its absence out.
import { describe, expect, it } from "vitest";
import { analyseChunk } from "./analysis.ts";
import { clozeTargets } from "./cloze.ts";
import { rankHead } from "./forms/clause-end.ts";
import { findItems } from "./forms/index.ts";
import { itemFrom } from "./forms/shared.ts";
import { TextReader } from "./nlp.ts";
import { boundOrExample } from "./number-bounds.ts";
import { isVariant } from "./option-text.ts";
import { wordQuestion } from "./questions-wording.ts";
import { conciseStatement, isGloss, leavesHalf, swappedStatement, trueStatement } from "./true-false.ts";

const reader = new TextReader();
const analyse = (text: string) => analyseChunk(reader, text);

describe("true/false: a swapped year or number after a bound or an example marker", () => {
  it("is not a target ('Before 1789' stays true with 1788; 'such as 0.75' is an example)", () => {
    const text = "Before 1789, France was ruled by an absolute monarch.";
    expect(boundOrExample(text, text.indexOf("1789"), "year")).toBe(true);
    const example = "The table is resized once the load factor passes a threshold such as 0.75.";
    expect(boundOrExample(example, example.indexOf("0.75"), "number")).toBe(true);
    const plain = "James Watt improved the steam engine in 1769.";
    expect(boundOrExample(plain, plain.indexOf("1769"), "year")).toBe(false);
  });

  it("gives no false statement from a sentence whose only year follows 'before'", () => {
    const analysis = analyse(
      "Before 1789, France was ruled by an absolute monarch. The Bastille fell in 1789. " +
        "The king was executed in 1793. Napoleon crowned himself emperor in 1804.",
    );
    const s = analysis.sentences[0];
    if (!s) throw new Error("no sentence");
    expect(swappedStatement(analysis, s, isVariant)?.text ?? "").not.toMatch(/^Before \d{4}/);
  });
});

describe("true/false: a cut never leaves half a construction", () => {
  it("keeps 'either … or' and 'two parts, a …, and a …' whole", () => {
    expect(leavesHalf("The supernova leaves behind either a neutron star")).toBe(true);
    expect(leavesHalf("Every recursive function needs two parts, a base case")).toBe(true);
    expect(leavesHalf("Glycolysis takes place in the cytoplasm of the cell")).toBe(false);
    expect(
      conciseStatement(
        "Water that reaches the ground either soaks into the soil, which is infiltration, or flows over the surface.",
      ),
    ).toBe(
      "Water that reaches the ground either soaks into the soil, which is infiltration, or flows over the surface.",
    );
  });
});

const itemsOf = (text: string) => findItems(analyse(text)).map((i) => `${i.form}: ${i.prompt} → ${i.answer}`);

describe("definitions: a key is not cut to half the predicate", () => {
  it("keeps what follows a rank ('the first stage … and takes place in …'); asks by the rank alone", () => {
    const found = itemsOf("The core is the innermost layer and is made mainly of iron and nickel.");
    expect(found).toContain(
      "definition: What is the core? → The innermost layer and is made mainly of iron and nickel",
    );
    expect(found).toContain("term: What is the term for the innermost layer? → Core");
    expect(rankHead("the first stage of respiration and takes place in the cytoplasm")).toBe(
      "the first stage of respiration",
    );
    // Without a rank the definition is whole before "and is …" (labelled right: "What is mass?").
    expect(itemsOf("Mass is the amount of matter in an object and is measured in kilograms.")).toContain(
      "definition: What is mass? → The amount of matter in an object",
    );
  });

  it("keeps a list's last object that is a wh-clause (', and how they are related')", () => {
    expect(
      itemsOf(
        "Thermodynamics is the branch of physics that studies heat, work, temperature and energy, and how they are related.",
      ),
    ).toContain(
      "definition: What is thermodynamics? → The branch of physics that studies heat, work, temperature and energy, and how they are related",
    );
  });
});

describe("definitions: an appositive that misses the sentence's point gives no card", () => {
  it("asks no 'Who was X?' by a person's appositive, in either direction", () => {
    const found = itemsOf(
      "In the north of South America, Simón Bolívar, a wealthy Creole from Caracas, led the wars of independence.",
    );
    expect(found.some((o) => o.includes("Who was Simón Bolívar?") || o.endsWith("→ Simón Bolívar"))).toBe(
      false,
    );
    const named = itemsOf(
      "The war began when Gavrilo Princip, a young Bosnian Serb nationalist, assassinated the archduke.",
    );
    expect(named.some((o) => o.includes("Gavrilo Princip?"))).toBe(false);
  });

  it("takes no appositive whose 'its' points outside it, or whose relative clause goes on as a list", () => {
    const hash = itemsOf(
      "Each commit is identified by a hash, a 40-character code computed from its contents, so any change shows.",
    );
    expect(hash.some((o) => o.startsWith("definition: What is a hash?"))).toBe(false);
    const market = itemsOf(
      "At one end is perfect competition, a market in which many firms produce identical products, buyers and sellers have full information, and firms can enter freely.",
    );
    expect(market.some((o) => o.startsWith("definition: What is perfect competition?"))).toBe(false);
    // A plain appositive still gives its card.
    expect(
      itemsOf("The thylakoid membranes contain chlorophyll, a green pigment that absorbs light."),
    ).toContain("definition: What is chlorophyll? → A green pigment that absorbs light");
  });
});

describe("cause and effect: 'cause' as a noun is no cause verb", () => {
  it("asks nothing of 'The short-term cause came on …'", () => {
    const found = itemsOf(
      "The short-term cause came on 28 June 1914, when Gavrilo Princip shot the archduke.",
    );
    expect(found.some((o) => o.startsWith("cause-effect:"))).toBe(false);
    expect(itemsOf("A change in price causes a movement along the demand curve.")).toContain(
      "cause-effect: What does a change in price cause? → A movement along the demand curve",
    );
  });
});

describe("exercise forms: 'is called X; …' and 'X include A, B, and C'", () => {
  it("ends a reversed definition's term at a semicolon", () => {
    expect(
      itemsOf(
        "A market where economies of scale make one firm the cheapest supplier is called a natural monopoly; water supply and electricity networks are common examples.",
      ),
    ).toContain(
      "definition: What is a natural monopoly? → A market where economies of scale make one firm the cheapest supplier",
    );
  });

  it("names the members a plural kind includes, a member keeping its own 'and'", () => {
    expect(
      itemsOf(
        "Important barriers to entry include control of a scarce resource, legal protection such as patents and licences, and economies of scale so large that a single firm can supply the whole market.",
      ),
    ).toContain(
      "list: Name three important barriers to entry. → control of a scarce resource, legal protection such as patents and licences and economies of scale",
    );
    // No serial comma: the members cannot be told from an "and" inside one; a pronoun subject leans on before.
    expect(
      itemsOf("Greenhouse gases include carbon dioxide, methane and water vapour.").some((o) =>
        o.startsWith("list:"),
      ),
    ).toBe(false);
    expect(
      itemsOf("These gases include carbon dioxide, methane, and water vapour.").some((o) =>
        o.startsWith("list:"),
      ),
    ).toBe(false);
  });
});

describe("cloze: a blank never splits a compound or a number from its unit", () => {
  it("blanks neither 'lists' after a sentence-opening 'Linked' nor '250' before 'mm'", () => {
    const linked = itemsOf("Linked lists allow fast insertion and deletion but slow access by position.");
    expect(linked.some((o) => o.includes("Linked _____"))).toBe(false);
    const rain = itemsOf("Deserts receive less than 250 mm of rain a year, and most lie near the tropics.");
    expect(rain.some((o) => o.includes("_____ mm"))).toBe(false);
    // A blank after "The" is no compound.
    const analysis = analyse(
      "The lithosphere is the rigid outer layer of the Earth. The lithosphere is broken into about 15 major tectonic plates.",
    );
    const s = analysis.sentences[1];
    if (!s) throw new Error("no sentence");
    expect(clozeTargets(analysis, s).map((t) => t.text)).toContain("lithosphere");
  });
});

describe("short answers: a subject question only around a whole subject and its predicate", () => {
  /** The cloze item blanking a sentence's opening `key`, worded as a short answer. */
  const shortOf = (sentence: string, key: string) => {
    const analysis = analyse(sentence);
    const s = analysis.sentences[0];
    if (!s) throw new Error("no sentence");
    const item = itemFrom(s, {
      form: "cloze",
      prompt: `_____${sentence.slice(key.length)}`,
      answer: key,
      level: "recall",
      score: 1,
    });
    return wordQuestion({ analysis, wordnet: null }, item, "short-answer")?.question ?? null;
  };

  it("asks no 'What made of small molecules have …?' nor 'What is a polar molecule because …?'", () => {
    expect(
      shortOf(
        "Covalent compounds made of small molecules generally have low melting and boiling points, because the forces between separate molecules are weak.",
        "Covalent compounds",
      ),
    ).toBeNull();
    expect(
      shortOf(
        "Water is a polar molecule because oxygen is much more electronegative than hydrogen and the molecule is bent.",
        "Water",
      ),
    ).toBeNull();
    expect(
      shortOf(
        "Ionic compounds usually have high melting points, because a great deal of energy is needed to separate ions.",
        "Ionic compounds",
      ),
    ).toBe(
      "What usually have high melting points, because a great deal of energy is needed to separate ions?",
    );
    expect(
      shortOf(
        "Louis Pasteur showed in 1857 that fermentation is carried out by living yeast cells.",
        "Louis Pasteur",
      ),
    ).toBe("What showed in 1857 that fermentation is carried out by living yeast cells?");
  });
});

describe("no item from a sentence true only beside the one before", () => {
  it("takes nothing from a definition by a comparative without 'than' ('a much faster method')", () => {
    const found = itemsOf(
      "Linear search checks every element in turn. Binary search is a much faster method for sorted arrays.",
    );
    expect(found.some((o) => /much faster/.test(o))).toBe(false);
    expect(
      itemsOf("Binary search is a method that halves the search range at every step.").some((o) =>
        o.startsWith("definition: What is binary search?"),
      ),
    ).toBe(true);
  });
});

describe("true/false: a glossed noun phrase is no statement", () => {
  it("makes no true statement of 'Supernatural events, or events that seem supernatural …'", () => {
    const analysis = analyse(
      "Supernatural events, or events that seem supernatural until they are explained.",
    );
    const s = analysis.sentences[0];
    if (!s) throw new Error("no sentence");
    expect(isGloss(s)).toBe(true);
    expect(trueStatement(analysis, s)).toBeNull();
    const plainSentence = analyse("Gothic novels, or romances, are set in ruined castles.").sentences[0];
    if (!plainSentence) throw new Error("no sentence");
    expect(isGloss(plainSentence)).toBe(false);
  });
});
