import { describe, expect, it } from "vitest";
import { analyseChunk } from "./analysis.ts";
import { type Answer, alsoTrue, chooseDistractors, isVariant, needsWordNet } from "./distractors.ts";
import { TextReader } from "./nlp.ts";
import { buildWordNet, coHyponyms, loadWordNet } from "./wordnet.ts";

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
        "Weight is the gravitational force on an object.",
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
    expect(picked).toHaveLength(3);
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
    expect(coHyponyms(wordnet, "glycolysis", new Set(["metabolism"]))).toEqual([
      "respiration",
      "fat metabolism",
      "basal metabolism",
    ]);
    expect(coHyponyms(wordnet, "cellular respiration", new Set())).toEqual([
      "glycolysis",
      "fat metabolism",
      "basal metabolism",
    ]);
  });

  it("trusts a single word's sense only on two signs from the note (a compound as it is)", () => {
    const wordnet = buildWordNet({
      groups: ["energy|heat|electricity|radiation", "rock|basalt|granite|shale"],
    });
    expect(coHyponyms(wordnet, "heat", new Set(["temperature"]))).toEqual([]);
    expect(coHyponyms(wordnet, "heat", new Set(["radiation"]))).toEqual([]);
    expect(coHyponyms(wordnet, "heat", new Set(["energy"]))).toEqual(["electricity", "radiation"]);
  });

  it("picks the sense the note means (the group whose hypernym or members the note names)", () => {
    const wordnet = buildWordNet({ groups: ["organ|heart|liver|lung", "suit|heart|spade|club|diamond"] });
    expect(coHyponyms(wordnet, "heart", new Set(["spade", "club"]))).toEqual(["spade", "club", "diamond"]);
    expect(coHyponyms(wordnet, "heart", new Set(["liver", "lung"]))).toEqual(["liver", "lung"]);
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
});
