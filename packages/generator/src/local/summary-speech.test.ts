import { describe, expect, it } from "vitest";
import { analyseChunk } from "./analysis.ts";
import { TextReader } from "./nlp.ts";
import { firstClaim, withoutAside } from "./summary-clause.ts";
import { afterTurn, SPOKEN_ASIDE, SPOKEN_DETAIL, spokenClaim, spokenClaimWeight } from "./summary-speech.ts";

const reader = new TextReader();
const sentence = (text: string) => {
  const found = analyseChunk(reader, text).sentences[0];
  if (!found) throw new Error(`no sentence in ${text}`);
  return found;
};

describe("a lecture's claims, not its asides (issue 16 §4, transcripts)", () => {
  it("weighs an aside or tangent the quote keeps down, not one the overview's cut drops", () => {
    for (const text of [
      "honestly gravity is the weakest force and it starts all of this.",
      "the elements heavier than iron are made in these explosions by the way.",
    ])
      expect(spokenClaimWeight(sentence(text), false), text).toBe(SPOKEN_ASIDE);
    const cut = sentence(
      "after the red giant stage the star throws off its outer layers as a glowing shell of gas called a planetary nebula, which has nothing to do with planets by the way.",
    );
    expect(spokenClaimWeight(cut, false)).toBe(1);
  });

  it("weighs a figure said in words down, unless the sentence defines something", () => {
    const figure = sentence(
      "the sun has been on the main sequence for about four and a half billion years and it will stay there.",
    );
    expect(spokenClaimWeight(figure, false)).toBe(SPOKEN_DETAIL);
    expect(spokenClaimWeight(figure, true)).toBe(1);
  });

  it("leaves a plain claim, and 'you know' (a filler the quote drops), as they are", () => {
    for (const text of [
      "the main sequence is the long stable stage where a star fuses hydrogen into helium in its core.",
      "you know when you repeat a word in your head that's the phonological loop.",
    ])
      expect(spokenClaimWeight(sentence(text), false), text).toBe(1);
  });
});

describe("a long spoken sentence quoted up to its first claim (summary-clause.ts)", () => {
  it("cuts a run-on at its first joined clause or aside", () => {
    expect(
      firstClaim(
        "the main sequence is the long stable stage where a star fuses hydrogen into helium in its core, and the outward pressure from fusion balances the inward pull of gravity, so the star doesn't collapse and doesn't blow apart.",
      ),
    ).toBe("the main sequence is the long stable stage where a star fuses hydrogen into helium in its core.");
    expect(
      firstClaim(
        "after the red giant stage a sun-like star throws off its outer layers as a glowing shell of gas called a planetary nebula, which has nothing to do with planets by the way, it's just that they looked like planets.",
      ),
    ).toBe(
      "after the red giant stage a sun-like star throws off its outer layers as a glowing shell of gas called a planetary nebula.",
    );
  });

  it("cuts a consequence or an example off a sentence of more than 24 words, a joined claim only past 38", () => {
    expect(
      firstClaim(
        "le chatelier's principle says that if you change the conditions of a system at equilibrium, the position of equilibrium shifts to counteract the change, so if you add more reactant, the equilibrium shifts to make more product.",
      ),
    ).toBe(
      "le chatelier's principle says that if you change the conditions of a system at equilibrium, the position of equilibrium shifts to counteract the change.",
    );
    const parallel =
      "the berlin wall, built in 1961 to stop east germans escaping to the west, fell in november 1989, and the soviet union itself dissolved in december 1991, which is usually taken as the end of the cold war.";
    expect(firstClaim(parallel)).toBe(parallel);
  });

  it("keeps a contrast with the claim it completes ('…, but it has a comparative advantage if…')", () => {
    const contrast =
      "a country has an absolute advantage in a good if it can produce more of it with the same resources, but it has a comparative advantage if it can produce the good at a lower opportunity cost than another country.";
    expect(firstClaim(contrast)).toBe(contrast);
  });

  it("keeps a short sentence, a short last clause and an open pair whole", () => {
    for (const text of [
      "if the two alleles are the same the organism is homozygous, and if they're different it's heterozygous.",
      "when a star like the sun runs out of hydrogen in its core, the core contracts and heats up, the outer layers swell and cool, and the star becomes a red giant.",
      "the supernova leaves behind either a neutron star, which is an incredibly dense object made mostly of neutrons, and the rest of the core, or if the core is massive enough, a black hole where not even light can escape.",
    ])
      expect(firstClaim(text), text).toBe(text);
  });

  it("quotes the cut claim only in an overview", () => {
    const long =
      "so a star is basically a huge ball of hot gas mostly hydrogen and helium that gives off light because of nuclear fusion in its core, and the fusion there is where light nuclei like hydrogen join together to make heavier ones and release a lot of energy as light and heat.";
    expect(spokenClaim(long, true)).toBe(
      "a star is basically a huge ball of hot gas mostly hydrogen and helium that gives off light because of nuclear fusion in its core.",
    );
    expect(spokenClaim(long)).toContain("release a lot of energy");
  });
});

describe("a spoken key point without its aside", () => {
  it("drops an aside clause and an inline 'by the way', keeping the claim", () => {
    expect(
      withoutAside(
        "a powder reacts faster than one big lump because more particles are exposed at the surface, which is why flour dust in a mill can actually explode.",
      ),
    ).toBe("a powder reacts faster than one big lump because more particles are exposed at the surface.");
    expect(withoutAside("the arms race by the way rested on the idea of mutually assured destruction.")).toBe(
      "the arms race rested on the idea of mutually assured destruction.",
    );
    const plain =
      "if the two alleles are the same the organism is homozygous, and if they're different it's heterozygous.";
    expect(withoutAside(plain)).toBe(plain);
  });
});

describe("a lecturer's turn to a new subject (issue 16 §4, transcripts)", () => {
  const talk = (text: string) => analyseChunk(reader, text, { spokenClauses: false }).sentences;

  it("is quoted before the claim that follows it, which alone reads as said of the subject before", () => {
    const sentences = talk(
      "a sun-like star throws off its outer layers as a planetary nebula. now massive stars, stars more than about eight times the mass of the sun, end very differently. they become red supergiants and fuse heavier elements all the way up to iron. so the core collapses in less than a second and the star explodes as a supernova.",
    );
    expect(afterTurn(sentences[3]!, sentences)).toBe(
      "massive stars, stars more than about eight times the mass of the sun, end very differently: the core collapses in less than a second and the star explodes as a supernova.",
    );
  });

  it("is none when no turn comes just before, or the turn only says 'they' again", () => {
    const plainTalk = talk(
      "massive stars become red supergiants. they fuse heavier elements. so the core collapses and the star explodes.",
    );
    expect(afterTurn(plainTalk[2]!, plainTalk)).toBe(null);
    const pronoun = talk("they end very differently. so the core collapses and the star explodes.");
    expect(afterTurn(pronoun[1]!, pronoun)).toBe(null);
  });
});
