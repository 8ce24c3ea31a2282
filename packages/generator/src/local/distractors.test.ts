import { describe, expect, it } from "vitest";
import { alsoTrue, noteCallsAKind } from "./also-true.ts";
import { analyseChunk } from "./analysis.ts";
import { type Answer, chooseDistractors, needsWordNet, sameNameShape } from "./distractors.ts";
import { TextReader } from "./nlp.ts";
import { isVariant } from "./option-text.ts";
import { buildWordNet, coHyponyms, kindsOfCategory, loadWordNet, parallelFirst } from "./wordnet.ts";

const reader = new TextReader();
const analyse = (text: string) => analyseChunk(reader, text);
const term = (key: string, display = key, extra: Partial<Answer> = {}): Answer => ({
  kind: "term",
  key,
  display,
  head: key.split(" ").pop() ?? key,
  modifiers: [],
  plural: false,
  value: null,
  defined: true,
  ...extra,
});

describe("isVariant: a morphological variant of the key is never a distractor", () => {
  it.each([
    ["Force", "Forces"],
    ["react", "reaction"],
    ["ionic bond", "ionic bonds"],
    ["acid", "strong acid"],
    ["Evaporation", "evaporate"],
  ])("%s / %s", (a, b) => {
    expect(isVariant(a, b)).toBe(true);
  });

  it.each([
    ["ionic bond", "covalent bond"],
    ["glycolysis", "oxidative phosphorylation"],
    ["mass", "weight"],
  ])("%s / %s are different things", (a, b) => {
    expect(isVariant(a, b)).toBe(false);
  });
});

describe("chooseDistractors", () => {
  it("never offers another answer the note says is also true ('Which … is a greenhouse gas?')", () => {
    const analysis = analyse(
      [
        "Carbon dioxide is a greenhouse gas that traps heat in the atmosphere.",
        "Methane is another greenhouse gas, released by cattle and wetlands.",
        "Nitrogen is the most common gas in the atmosphere.",
        "Oxygen is a gas that animals need for respiration.",
        "Argon is a noble gas found in small amounts in air.",
        "Ozone is a gas that absorbs ultraviolet light high in the atmosphere.",
      ].join(" "),
    );
    const question = "Which of the following is a greenhouse gas that traps heat in the atmosphere?";
    expect(alsoTrue(analysis, question, "Carbon dioxide", "methane")).toBe(true);
    const picked = chooseDistractors(analysis, term("carbon dioxide", "Carbon dioxide"), 3, {
      question,
      source: "Carbon dioxide is a greenhouse gas that traps heat in the atmosphere.",
    });
    expect(picked.map((p) => p.toLowerCase())).not.toContain("methane");
    expect(picked).toHaveLength(3);
  });

  it("never offers a variant, an alias or a part of the key, nor a term its own sentence names", () => {
    const analysis = analyse(
      [
        "A force is a push or a pull on an object.",
        "Forces on an object add as vectors.",
        "Net force is the sum of all forces acting on an object.",
        "Mass is the amount of matter in an object.",
        "Weight is the amount of gravitational force on an object.",
        "Volume is the amount of space an object takes up.",
        "Inertia is the amount of resistance of an object to a change in its motion.",
        "Friction is a force that opposes motion between two surfaces.",
        "Acceleration is the rate of change of velocity.",
        "Velocity is speed in a given direction.",
      ].join(" "),
    );
    const source = "Mass is the amount of matter in an object.";
    const picked = chooseDistractors(analysis, term("mass", "Mass"), 3, {
      question: "Which of the following is the amount of matter in an object?",
      source,
    });
    // Of its sort only (the note's other amounts), never "Acceleration" or "Velocity".
    expect(picked.map((p) => p.toLowerCase()).sort()).toEqual(["inertia", "volume", "weight"]);
    for (const p of picked) {
      expect(isVariant(p, "Mass")).toBe(false);
      expect(p.toLowerCase()).not.toBe("object");
    }
    const forces = chooseDistractors(analysis, term("force", "Force"), 3, {
      question: "Which of the following is a push or a pull on an object?",
      source: "A force is a push or a pull on an object.",
    });
    expect(forces.map((p) => p.toLowerCase())).not.toContain("forces");
    expect(forces.map((p) => p.toLowerCase())).not.toContain("net force");
  });
});

describe("WordNet co-hyponyms (data/wordnet-cohyponyms.json, loaded lazily)", () => {
  it("gives members of the key's group, never its synonyms", () => {
    const wordnet = buildWordNet({
      groups: ["metabolism|respiration,cellular respiration|glycolysis|fat metabolism|basal metabolism"],
    });
    expect(coHyponyms(wordnet, "glycolysis", new Set(["metabolism"]))).toEqual([]);
    expect(coHyponyms(wordnet, "glycolysis", new Set(["metabolism", "respiration"]))).toEqual([
      "respiration",
      "fat metabolism",
      "basal metabolism",
    ]);
    expect(coHyponyms(wordnet, "cellular respiration", new Set())).toEqual([]);
    // In the key's own form first (parallelFirst): compounds for a compound.
    expect(coHyponyms(wordnet, "cellular respiration", new Set(["glycolysis"]))).toEqual([
      "fat metabolism",
      "basal metabolism",
      "glycolysis",
    ]);
  });

  it("trusts a single word's sense only on three signs from the note, a compound on one or its own head", () => {
    const wordnet = buildWordNet({
      groups: ["energy|heat|electricity|radiation", "rock|basalt|granite|shale"],
    });
    expect(coHyponyms(wordnet, "heat", new Set(["temperature"]))).toEqual([]);
    expect(coHyponyms(wordnet, "heat", new Set(["radiation"]))).toEqual([]);
    // Two signs still gave "slot, placement" for "list" on the corpus.
    expect(coHyponyms(wordnet, "heat", new Set(["energy"]))).toEqual([]);
    expect(coHyponyms(wordnet, "heat", new Set(["energy", "radiation"]))).toEqual([
      "electricity",
      "radiation",
    ]);
    const gases = buildWordNet({ groups: ["dioxide|carbon dioxide|sulfur dioxide|nitrogen dioxide"] });
    expect(coHyponyms(gases, "carbon dioxide", new Set(), { minFit: 2 })).toEqual([
      "sulfur dioxide",
      "nitrogen dioxide",
    ]);
  });

  it("picks the sense the note means (the group whose hypernym or members the note names)", () => {
    const wordnet = buildWordNet({ groups: ["organ|heart|liver|lung", "suit|heart|spade|club|diamond"] });
    expect(coHyponyms(wordnet, "heart", new Set(["spade", "club", "diamond"]))).toEqual([
      "spade",
      "club",
      "diamond",
    ]);
    expect(coHyponyms(wordnet, "heart", new Set(["organ", "liver", "lung"]))).toEqual(["liver", "lung"]);
  });

  it("gives a note with one term of its kind three plausible distractors", async () => {
    const source = "Carbon dioxide is a gas that plants take in through their leaves.";
    const analysis = analyse(`${source} Plants grow towards the light.`);
    const answer = term("carbon dioxide", "Carbon dioxide");
    const question = "Which of the following is a gas that plants take in through their leaves?";
    expect(needsWordNet(analysis, answer, 3, source)).toBe(true);
    expect(chooseDistractors(analysis, answer, 3, { question, source })).toHaveLength(0);
    const wordnet = await loadWordNet();
    const picked = chooseDistractors(analysis, answer, 3, { question, source, wordnet });
    expect(picked).toHaveLength(3);
    for (const p of picked) {
      expect(isVariant(p, "Carbon dioxide")).toBe(false);
      // Co-hyponyms: other dioxides or greenhouse gases, not any noun.
      expect(wordnet.groupsOf(p).some((g) => wordnet.groupsOf("carbon dioxide").includes(g))).toBe(true);
    }
  });

  it("trusts a compound under its own head for its kin under that head only", () => {
    const wordnet = buildWordNet({
      groups: [
        "equilibrium|balance|poise|homeostasis|thermal equilibrium",
        "dioxide|carbon dioxide|sulfur dioxide|nitrogen dioxide|silica",
      ],
    });
    // "Homeostasis, Poise, Balance" are no thermal equilibria.
    expect(coHyponyms(wordnet, "thermal equilibrium", new Set())).toEqual([]);
    expect(coHyponyms(wordnet, "carbon dioxide", new Set())).toEqual(["sulfur dioxide", "nitrogen dioxide"]);
    // A key of a sort the note does not say: its own-head kin only, else nothing.
    expect(coHyponyms(wordnet, "carbon dioxide", new Set(["silica"]), { sameHeadOnly: true })).toEqual([
      "sulfur dioxide",
      "nitrogen dioxide",
    ]);
    const drift = buildWordNet({
      groups: ["geological process|continental drift|flood|deposit|catastrophe"],
    });
    expect(coHyponyms(drift, "continental drift", new Set(["flood"]), { sameHeadOnly: true })).toEqual([]);
  });

  it("trusts a group whose hypernym is the key's category only when the note names another member", () => {
    const wordnet = buildWordNet({ groups: ["pigment|chlorophyll|watercolor|lake|carotenoid"] });
    const ctx = new Set(["light", "leaf"]);
    expect(coHyponyms(wordnet, "chlorophyll", ctx, { category: "pigment", minFit: 2 })).toEqual([]);
    expect(
      coHyponyms(wordnet, "chlorophyll", new Set(["carotenoid"]), { category: "pigment", minFit: 2 }),
    ).toEqual(["watercolor", "lake", "carotenoid"]);
  });

  it("takes the kinds of a category only from a group two of whose members the note names", () => {
    const wordnet = buildWordNet({ groups: ["pigment|chlorophyll|white lead|iron blue|orange|carotenoid"] });
    expect(kindsOfCategory(wordnet, "pigment", "chlorophyll", new Set(["orange"]))).toEqual([]);
    expect(kindsOfCategory(wordnet, "pigment", "chlorophyll", new Set(["orange", "carotenoid"]))).toEqual([
      "orange",
      "carotenoid",
      "white lead",
      "iron blue",
    ]);
  });

  it("puts options in the key's own form first", () => {
    expect(parallelFirst("antibody", ["conjugated protein", "enzyme", "simple protein", "fibrin"])).toEqual([
      "enzyme",
      "fibrin",
      "conjugated protein",
      "simple protein",
    ]);
    expect(parallelFirst("carbon dioxide", ["silica", "sulfur dioxide"])).toEqual([
      "sulfur dioxide",
      "silica",
    ]);
  });
});

describe("options of the key's sort only (issue 16: all distractors plausible and wrong)", () => {
  it("gives a term of a sort the note does not say no other terms of the note", () => {
    const analysis = analyse(
      [
        "A nebula is a huge cloud of gas and dust in space.",
        "A black hole is a region where gravity is so strong that not even light can escape.",
        "The main sequence is the long stable stage of a star's life.",
      ].join(" "),
    );
    const picked = chooseDistractors(analysis, term("nebula", "Nebula"), 3, {
      question: "Which of the following is a huge cloud of gas and dust in space?",
      source: "A nebula is a huge cloud of gas and dust in space.",
    });
    expect(picked).toEqual([]);
  });

  it("never offers what the note calls a kind of the key (it is an answer too)", () => {
    const analysis = analyse("Marble: a metamorphic rock formed from limestone. Granite is an igneous rock.");
    expect(noteCallsAKind(analysis, "Marble", "metamorphic rock")).toBe(true);
    expect(noteCallsAKind(analysis, "Granite", "metamorphic rock")).toBe(false);
  });

  it("reads a qualified kind whole: another amount is no answer to 'the amount of matter'", () => {
    const analysis = analyse(
      "Mass is the amount of matter in an object. Weight is the amount of force on it.",
    );
    expect(
      alsoTrue(analysis, "Which of the following is the amount of matter in an object?", "Mass", "Weight"),
    ).toBe(false);
    const gases = analyse("Carbon dioxide is a greenhouse gas. Methane is another greenhouse gas.");
    expect(
      alsoTrue(
        gases,
        "Which of the following is a greenhouse gas that traps heat?",
        "Carbon dioxide",
        "Methane",
      ),
    ).toBe(true);
  });

  it("offers a name only of the key's sort of name, by its shape", () => {
    const person = { kind: "person" as const, display: "Robert Paine" };
    expect(sameNameShape(person, "Joseph Connell")).toBe(true);
    expect(sameNameShape(person, "Hudson")).toBe(false);
    const estate = { kind: "name" as const, display: "Third Estate" };
    expect(sameNameShape(estate, "Second Estate")).toBe(true);
    expect(sameNameShape(estate, "Reign of Terror")).toBe(false);
    expect(sameNameShape({ kind: "name", display: "Gothic" }, "Dracula")).toBe(false);
    expect(sameNameShape({ kind: "place", display: "Corsica" }, "Spain")).toBe(true);
    expect(sameNameShape({ kind: "year", display: "1769" }, "1812")).toBe(true);
  });
});
