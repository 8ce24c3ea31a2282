import { describe, expect, it } from "vitest";
import { analyseChunk } from "./analysis.ts";
import { TextReader } from "./nlp.ts";
import { withoutAside } from "./summary-clause.ts";
import { isDetailPoint, isMinorClaim } from "./summary-points.ts";
import {
  isSummarySource,
  isSummingUp,
  looksLikeTermEntry,
  readableAlone,
  stepClaim,
} from "./summary-sources.ts";
import { isSpokenFigurePoint } from "./summary-speech.ts";

const reader = new TextReader();
const sentence = (text: string) => {
  const found = analyseChunk(reader, text).sentences[0];
  if (!found) throw new Error(`no sentence in ${text}`);
  return found;
};

describe("a key point is a main idea, not a figure or a ranking (issue 16 §4)", () => {
  it("passes over a claim carried by a measured figure or a ranking", () => {
    for (const text of [
      "Each packet carries a 20-byte header with the addresses of its sender and receiver.",
      "Patients who slept after learning remembered about 30 percent more of the list.",
      "Most rainforests lie within 10° of the equator, where the sun is high all year.",
      "Chess is one of the most studied games in artificial intelligence.",
      "The Bohr model only works for atoms with a single electron.",
      "The first theory of heat came from the French chemist Antoine Lavoisier in 1783.",
      "The Celsius scale was introduced by Anders Celsius in 1742.",
      "Lakes, rivers, soil moisture and the atmosphere together hold less than one percent of the fresh water.",
      "The Third Estate made up about ninety-seven percent of the population.",
    ])
      expect(isDetailPoint(sentence(text)), text).toBe(true);
  });

  it("keeps a definition or a stated law with its figure, a year, and a claim with no figure", () => {
    for (const text of [
      "A light year is the distance light travels in one year, about 9.5 trillion kilometres.",
      "Hooke's law states that the extension of a spring is proportional to the force, up to 10 newtons here.",
      "In 1905 Einstein published the special theory of relativity.",
      "Erosion carries broken rock away by water, wind or ice.",
      "The Bohr model is a model of the atom proposed by Niels Bohr in 1913.",
    ])
      expect(isDetailPoint(sentence(text)), text).toBe(false);
  });

  it("passes over a lecture's claim that is a figure said in words, not a figure set off by commas", () => {
    const figure = sentence(
      "the moon has been drifting away from the earth for about four and a half billion years and it still is.",
    );
    expect(isSpokenFigurePoint(figure, false)).toBe(true);
    const aside = sentence(
      "once the cloud gets dense enough, about ten thousand particles per cubic centimetre, gravity takes over and it collapses.",
    );
    expect(isSpokenFigurePoint(aside, false)).toBe(false);
    expect(isSpokenFigurePoint(figure, true)).toBe(false);
  });

  it("passes over a claim that ends where its content should begin ('… end very differently')", () => {
    expect(
      isMinorClaim(sentence("Small mammals, those under about one kilogram, age very differently.")),
    ).toBe(true);
    expect(isMinorClaim(sentence("Small mammals age faster than large mammals."))).toBe(false);
  });

  it("passes over a researcher's dated study or addition, the year first or last", () => {
    for (const text of [
      "In 2003 Walker showed that sleep after learning strengthens memories.",
      "and in 1995 Tulving added a third kind of memory to the model.",
    ])
      expect(isMinorClaim(sentence(text)), text).toBe(true);
    expect(isMinorClaim(sentence("Tulving added a third kind of memory to the model."))).toBe(false);
  });

  it("judges a lecturer's claim after its lead ('what happens when…,', 'one more term, X,'), not an elliptic answer", () => {
    expect(
      stepClaim(
        "so what actually happens when you heat a gas, the particles move faster and hit the walls harder",
      ),
    ).toBe("the particles move faster and hit the walls harder");
    expect(
      stepClaim("and one more term, sublimation, a solid turns straight into a gas without melting"),
    ).toBe("a solid turns straight into a gas without melting");
    // Quoted after its lead, but an add-on after the lecture's ideas is an aside (readers: the tail call's
    // "minor, isolated definition"), not a main claim.
    const term = sentence(
      "and one more term, sublimation, a solid turns straight into a gas without melting.",
    );
    expect(isMinorClaim(term)).toBe(true);
    expect(
      isMinorClaim(sentence("a solid turns straight into a gas without melting, which is sublimation.")),
    ).toBe(false);
    // "let's put this into a picture, …": a lead-in, then a definition, which is the claim and reads alone.
    const picture =
      "okay so let's put this into a picture, the production possibility frontier, or ppf, is a curve showing the maximum combinations of two goods.";
    expect(stepClaim(picture)).toBe(
      "the production possibility frontier, or ppf, is a curve showing the maximum combinations of two goods.",
    );
    expect(readableAlone(sentence(picture), true)).toBe(true);
    expect(isSummarySource(sentence(picture))).toBe(true);
    expect(stepClaim("let's do the numbers, it gets easier with practice")).toBeNull();
    expect(
      stepClaim("what speeds up diffusion, a higher temperature does, so the particles move faster"),
    ).toBeNull();
    expect(
      stepClaim("what changes the rate, there are basically four factors and they all matter"),
    ).toBeNull();
    expect(
      isMinorClaim(
        sentence("so what speeds up diffusion, a higher temperature does, so the particles move faster."),
      ),
    ).toBe(true);
  });

  it("drops a lecturer's 'which is a long story' aside from a quoted claim", () => {
    expect(
      withoutAside("a call is a tail call if it is the last thing the function does, which is a long story"),
    ).toBe("a call is a tail call if it is the last thing the function does.");
  });
});

describe("a written note's own recap (issue 16 §4)", () => {
  it("reads alone in the author's 'we', and not in a lecturer's other talk", () => {
    const recap = sentence(
      "So, to recap: we measure algorithms with Big O notation, we choose data structures to make the common operations cheap, and we accept approximate answers when a problem is too hard.",
    );
    expect(isSummingUp(recap)).toBe(true);
    expect(readableAlone(recap, false)).toBe(true);
    const homework = sentence("To sum up, today we covered recursion, and you should finish the homework.");
    expect(readableAlone(homework, false)).toBe(false);
    expect(readableAlone(sentence("We measure algorithms with Big O notation in this course."), false)).toBe(
      false,
    );
  });
});

describe("a written definition in the field's 'we' (issue 16 §4)", () => {
  it("reads alone when 'we' is inside its defining clause, not as the subject of another claim", () => {
    for (const text of [
      "In a statistical study, the population is the whole group of individuals or objects we want to learn about.",
      "A system is the collection of objects whose motion we choose to study.",
    ])
      expect(readableAlone(sentence(text), false), text).toBe(true);
    for (const text of [
      "We use statistics to estimate parameters.",
      "Studying every member of a population is often too costly, so instead we select a sample.",
      "A metaphor is a comparison that states that one thing is another; when Shakespeare writes that all the world's a stage, he asks us to see life as a play.",
    ])
      expect(readableAlone(sentence(text), false), text).toBe(false);
  });
});

describe("a written definition a little too long to ask (issue 16 §4)", () => {
  it("reads alone in a summary up to a transcript's sentence length, one claim without a semicolon", () => {
    const industrial = sentence(
      "The Industrial Revolution was the shift from hand production to machine production, powered by water and steam and organized in factories, that began in Britain in the second half of the eighteenth century and spread to western Europe, North America and later the rest of the world.",
    );
    expect(industrial.standalone).toBe(false);
    expect(readableAlone(industrial, false)).toBe(true);
    const bolivar = sentence(
      "In the north of South America, Simón Bolívar, a wealthy Creole from Caracas, led the wars of independence that freed Venezuela, Colombia, Ecuador, Peru and Bolivia, which was named after him; he dreamed of a united Spanish America, but the large state of Gran Colombia that he created broke apart in 1830.",
    );
    expect(readableAlone(bolivar, false)).toBe(false);
  });
});

describe("a dash inside a name is no term entry's dash (issue 16 §4)", () => {
  it("quotes 'A Brønsted–Lowry acid is a proton donor…' as a claim, and reads 'Fuse – a thin wire' as an entry", () => {
    expect(
      isSummarySource(
        sentence("A Brønsted–Lowry acid is a proton donor, and a Brønsted–Lowry base is a proton acceptor."),
      ),
    ).toBe(true);
    expect(looksLikeTermEntry(sentence("Fuse – a thin wire that melts if the current is too large"))).toBe(
      true,
    );
  });
});
