import { describe, expect, it } from "vitest";
import { analyseChunk } from "./analysis.ts";
import { TextReader } from "./nlp.ts";
import { headingInSentence } from "./summary-outline.ts";
import {
  elaboratesPrevious,
  isDatedDetail,
  isHalfOfPair,
  isInstanceDefinition,
  isInstanceOfHeading,
  isInstanceOfPrevious,
  isMinorClaim,
  isSlightClaim,
  isThingDefinition,
  takesUpPrevious,
} from "./summary-points.ts";
import { isDefiningPhrase } from "./summary-slides.ts";
import { stepClaim } from "./summary-sources.ts";

const reader = new TextReader();
const sentence = (text: string) => {
  const found = analyseChunk(reader, text).sentences[0];
  if (!found) throw new Error(`no sentence in ${text}`);
  return found;
};

describe("key points are main ideas (issue 16 §4, labellers' class 2)", () => {
  it("passes over details, examples, anecdotes, dangling references and spoken question openers", () => {
    for (const text of [
      "Textbooks often state that one molecule of glucose yields 38 molecules of ATP.",
      "Convection currents in the mantle were once thought to be the main force.",
      "Hydrochloric acid is a typical Arrhenius acid, and sodium hydroxide is a typical Arrhenius base.",
      "Steam engines, petrol engines and power stations are all heat engines.",
      "The classic example is factorial, n factorial is n times n minus one.",
      "Radcliffe herself argued that terror expands the mind and horror shrinks it.",
      "Pavlov noticed that his dogs began to salivate when they saw the assistant.",
      "The term was popularised by the historian Arnold Toynbee in lectures he gave in 1881.",
      "The central executive is the part that directs attention and coordinates the other parts.",
      "Binary search is a much faster method for sorted arrays.",
      "People change the water cycle in many ways.",
      "so what changes the rate, there are basically four or five factors and they all come back to collisions.",
      "so uh if you learned French at school and then Spanish later you might find yourself using Spanish words.",
      "In West Africa, a series of Islamic reform movements, called jihads, created new states.",
      "In 1519 Ferdinand Magellan set out with five ships to reach the Spice Islands by sailing west.",
      "Right so the lab this week is writing a recursive function to sum a nested list.",
      "A population has several properties that a single organism does not have.",
      "The date is still celebrated as France's national holiday.",
    ])
      expect(isMinorClaim(sentence(text)), text).toBe(true);
  });

  it("keeps the claims and definitions a teacher keeps", () => {
    for (const text of [
      "The mitochondrion is an organelle that is often described as the powerhouse of the cell.",
      "In 1912 the German meteorologist Alfred Wegener proposed the theory of continental drift.",
      "In 1947 President Truman announced the Truman doctrine, the start of containment.",
      "On 14 July 1789, crowds in Paris stormed the Bastille, a royal fortress and prison.",
      "Between about 1870 and 1914, the industrial nations of Europe took control of most of Africa.",
      "In plants, photosynthesis takes place mainly in the leaves.",
      "A second infection triggers a faster, stronger response.",
      "The law of demand states that the quantity demanded falls when the price rises.",
      "Water has several properties, such as a high specific heat, that make life possible.",
      "The date line runs through the Pacific Ocean.",
    ])
      expect(isMinorClaim(sentence(text)), text).toBe(false);
  });

  it("takes a date with a count as an event's detail", () => {
    expect(isDatedDetail("Cholera killed more than 50,000 people in Britain in 1848 and 1849.")).toBe(true);
    expect(isDatedDetail("Rome expelled its last king in 509 BC.")).toBe(false);
    expect(isDatedDetail("The Berlin wall fell in November 1989.")).toBe(false);
    // The parts a whole is divided into are its structure, which the section goes on to describe.
    expect(
      isDatedDetail(
        "Before 1789, France was ruled by an absolute monarch, and its society was divided into three orders.",
      ),
    ).toBe(false);
    expect(isDatedDetail("In 1519 Magellan sailed with five ships, divided into three squadrons.")).toBe(
      true,
    );
  });

  it("quotes a lecturer's numbered step without its opener when the rest is a claim", () => {
    expect(
      stepClaim("first, concentration, if you increase the concentration of a reactant the rate goes up"),
    ).toBe("if you increase the concentration of a reactant the rate goes up");
    expect(stepClaim("fourth, catalysts, a catalyst is a substance that speeds up a reaction")).toBe(
      "a catalyst is a substance that speeds up a reaction",
    );
    expect(stepClaim("second, temperature, and this is the big one, when you heat things up")).toBeNull();
    expect(stepClaim("Respiration happens in four stages: glycolysis and the rest.")).toBeNull();
  });

  it("quotes a question's claim after a short answer and an aside, a comparison made within it included", () => {
    const said =
      "so what decides how long a star lives, it's mass, and this is the counterintuitive bit, more massive stars live shorter lives, because they burn their fuel much much faster.";
    expect(stepClaim(said)).toBe(
      "more massive stars live shorter lives, because they burn their fuel much much faster.",
    );
    expect(isMinorClaim(sentence(said))).toBe(false);
    expect(stepClaim("what shifts the whole PPF outwards, it's growth, and that's it.")).toBeNull();
  });
});

describe("a slide's 'X is <bullet>' only for a defining noun phrase", () => {
  it("tells a definition from a description", () => {
    for (const body of [
      "a harmless form of an antigen that trains the immune system",
      "two magistrates elected each year",
      "government by elected officials instead of a king",
    ])
      expect(isDefiningPhrase(body), body).toBe(true);
    for (const body of [
      "a wet season and a long dry season",
      "cool summers, mild winters, rain all year",
      "ice caps where the average temperature stays below freezing",
      "rain in every month, over 2000 mm a year",
    ])
      expect(isDefiningPhrase(body), body).toBe(false);
  });
});

describe("the outline names parts, not the summary", () => {
  it("drops 'and summary' and 'summary of' from a heading", () => {
    const none = new Set<string>();
    expect(headingInSentence("Main Structures and Summary of Photosynthesis", none, none)).toBe(
      "main structures of photosynthesis",
    );
    expect(headingInSentence("Summary of the Krebs Cycle", none, none)).toBe("the krebs cycle");
  });
});

describe("a claim's condition is no spoken question", () => {
  it("keeps 'When a star … runs out …, the core contracts' as a claim", () => {
    const s = analyseChunk(
      new TextReader(),
      "When a star like the sun runs out of hydrogen in its core, the core contracts and heats up.",
    ).sentences[0];
    expect(s && isMinorClaim(s)).toBe(false);
  });
});

describe("a lecture's instances and studies are no main idea", () => {
  it("passes over a pointed instance, a back reference and a researcher's dated study", () => {
    for (const text of [
      "you know when you repeat a word in your head that's the phonological loop.",
      "Godden and Baddeley showed this in 1975 with deep-sea divers who learned word lists.",
      "finally um Hermann Ebbinghaus studied his own memory for nonsense syllables in 1885.",
    ])
      expect(isMinorClaim(sentence(text)), text).toBe(true);
  });

  it("keeps a general claim with 'when you' and a study's finding stated as a claim", () => {
    for (const text of [
      "When you heat a gas at constant pressure, it expands.",
      "We forget most of what we learn within the first day unless we review it.",
    ])
      expect(isMinorClaim(sentence(text)), text).toBe(false);
  });
});

describe("a key point that leans on an earlier sentence's way, problem, reason or result", () => {
  it("passes over 'in this way', 'solved the problem', 'For this reason', 'The result is', 'The fix is'", () => {
    for (const text of [
      "Organisms that make their own food in this way are called autotrophs, or producers.",
      "British merchants solved the problem by selling opium, a highly addictive drug grown in India.",
      "For this reason many governments regulate natural monopolies and use competition law.",
      "The result is a deadweight loss, a loss of total surplus caused by the units that are not produced.",
      "The fix is the next step, and it comes later.",
    ])
      expect(isMinorClaim(sentence(text)), text).toBe(true);
  });

  it("keeps an answer that names and defines its term, quoted as the definition (summary-compared)", () => {
    expect(
      isMinorClaim(
        sentence(
          "The fix is memoization, which means storing the result of each call the first time you compute it.",
        ),
      ),
    ).toBe(false);
  });

  it("passes over a lecturer's warning about a confusion and a claim that names nothing", () => {
    for (const text of [
      "A catalyst doesn't change how much product you get in the end, only how fast you get there, people mix that up a lot.",
      "Poets often say one thing in terms of another.",
    ])
      expect(isMinorClaim(sentence(text)), text).toBe(true);
    expect(isMinorClaim(sentence("A catalyst doesn't change how much product you get in the end."))).toBe(
      false,
    );
  });

  it("keeps a claim that states its subject", () => {
    expect(isMinorClaim(sentence("Autotrophs make their own food by photosynthesis."))).toBe(false);
  });
});

describe("a lecturer's signpost or label before a definition", () => {
  it("quotes the definition without 'the first idea,' or 'Some vocabulary,'", () => {
    expect(stepClaim("so the first idea, a gene is a unit of heredity that controls a trait.")).toBe(
      "a gene is a unit of heredity that controls a trait.",
    );
    expect(stepClaim("so some vocabulary, the genotype is the set of alleles an organism has.")).toBe(
      "the genotype is the set of alleles an organism has.",
    );
    expect(
      stepClaim(
        "okay so mendel's two laws, the law of segregation says the two alleles for a gene separate.",
      ),
    ).toBe("the law of segregation says the two alleles for a gene separate.");
  });

  it("leaves an adverbial opening and a claim without a label as they are", () => {
    expect(stepClaim("in 1949 nato, the alliance is a military alliance of the US and Canada.")).toBe(null);
    expect(stepClaim("however, the rate is the change in concentration per unit time.")).toBe(null);
  });
});

describe("an overview sentence says enough to stand for its section (issue 16 §4)", () => {
  it("takes a claim of fewer than four content words as too slight, unless it defines", () => {
    expect(isSlightClaim(sentence("The Earth is made of layers."))).toBe(true);
    expect(isSlightClaim(sentence("Adding branches lowers the total resistance."))).toBe(false);
    expect(isSlightClaim(sentence("A fuse is a thin wire."))).toBe(false);
  });
});

describe("one half of a pair of definitions (issue 16 §4)", () => {
  const sentencesOf = (text: string) => analyseChunk(reader, text).sentences;
  it("finds a definition whose counterpart the next or previous sentence gives", () => {
    const [acid, base] = sentencesOf(
      "An Arrhenius acid is a substance that increases the concentration of hydrogen ions in water. An Arrhenius base is a substance that increases the concentration of hydroxide ions in water.",
    );
    expect(isHalfOfPair(base!, [acid, undefined])).toBe(true);
    expect(isHalfOfPair(acid!, [undefined, base])).toBe(true);
  });

  it("passes a sentence that gives both, and two terms that are no counterparts", () => {
    const [lewis] = sentencesOf(
      "A Lewis acid is an electron pair acceptor, and a Lewis base is an electron pair donor.",
    );
    expect(isHalfOfPair(lewis!, [undefined, undefined])).toBe(false);
    const [table, fn] = sentencesOf(
      "A hash table is a data structure that stores pairs in an array. A hash function is a function that turns a key into an index.",
    );
    expect(isHalfOfPair(table!, [undefined, fn])).toBe(false);
  });
});

describe("an example named as a term is no overview sentence (issue 16 §4)", () => {
  it("finds the running example classed as the term, the term defined in an aside", () => {
    expect(
      isInstanceDefinition(
        sentence(
          "Salivating at food is an unconditioned response, a natural reaction to an unconditioned stimulus.",
        ),
      ),
    ).toBe(true);
    expect(
      isInstanceDefinition(
        sentence(
          "Food in the mouth is an unconditioned stimulus, a stimulus that produces a response naturally.",
        ),
      ),
    ).toBe(true);
  });

  it("leaves the term's own definition and a scale's end named in place", () => {
    for (const text of [
      "Acquisition is the initial period of learning, during which the organism learns to link the two stimuli.",
      "At the other end of the range is monopoly, a market with a single seller of a product that has no close substitutes.",
      "The water cycle, also called the hydrological cycle, is the continuous movement of water.",
    ])
      expect(isInstanceDefinition(sentence(text)), text).toBe(false);
  });
});

describe("an instance filed under the kind the sentence before defines (issue 16 §4)", () => {
  const [kind, instance, other] = analyseChunk(
    reader,
    "fourth, catalysts, a catalyst is a substance that speeds up a reaction without being used up itself. enzymes are biological catalysts, they're proteins that speed up reactions in living cells. a catalyst doesn't change how much product you get in the end.",
  ).sentences;

  it("is the enzymes after the catalyst's definition, not a claim about the kind itself", () => {
    expect(isInstanceOfPrevious(instance!, kind)).toBe(true);
    expect(isInstanceOfPrevious(other!, instance)).toBe(false);
    expect(isInstanceOfPrevious(instance!, undefined)).toBe(false);
  });
});

describe("a thing filed under its section's own subject (issue 16 §4)", () => {
  const under = (heading: string, text: string) => {
    const found = analyseChunk(reader, `## ${heading}\n\n${text}`).sentences.find(
      (s) => s.kind !== "heading",
    );
    if (!found) throw new Error(`no sentence in ${text}`);
    return found;
  };

  it("is an application ('Household wiring is parallel, so…' under 'Parallel circuits')", () => {
    expect(
      isInstanceOfHeading(
        under("Parallel circuits", "- Household wiring is parallel, so each appliance works on its own"),
      ),
    ).toBe(true);
  });

  it("is not the section's definition or rule ('Alternating current is a current that…', 'Each branch has…')", () => {
    expect(
      isInstanceOfHeading(
        under("Direct and alternating current", "Alternating current is a current that changes direction."),
      ),
    ).toBe(false);
    expect(isInstanceOfHeading(under("Parallel circuits", "- Each branch has the same voltage"))).toBe(false);
  });
});

describe("a claim about the term the sentence before defines (issue 16 §4)", () => {
  const [definition, elaboration, next] = analyseChunk(
    reader,
    "An aquifer is a layer of permeable rock that stores groundwater and lets it flow. Many cities draw their drinking water from aquifers. The upper surface of the saturated ground is called the water table.",
  ).sentences;

  it("leans on that definition, which the overview then quotes instead", () => {
    expect(elaboratesPrevious(elaboration!, definition)).toBe(true);
  });

  it("is not a definition of its own, nor a sentence about something else", () => {
    expect(elaboratesPrevious(next!, elaboration)).toBe(false);
    expect(elaboratesPrevious(definition!, undefined)).toBe(false);
  });
});

describe("a sentence that takes up, one by one, what the sentence before named (issue 16 §4)", () => {
  const pair = (text: string) => analyseChunk(reader, text).sentences;

  it("is a follow-on of it ('The carbon dioxide enters…, the water is drawn up…, and the oxygen leaves…')", () => {
    const [equation, how] = pair(
      "The overall equation is: carbon dioxide plus water, with light energy, yield glucose and oxygen. The carbon dioxide enters the leaf through stomata, the water is drawn up through the xylem, and the oxygen leaves through the stomata.",
    );
    expect(takesUpPrevious(how!, equation)).toBe(true);
  });

  it("is not a sentence that takes up one or two of them", () => {
    const [equation, claim] = pair(
      "The overall equation is: carbon dioxide plus water yield glucose and oxygen. The oxygen in the air comes from the water that the plant splits.",
    );
    expect(takesUpPrevious(claim!, equation)).toBe(false);
  });
});

describe("a machine's, a material's or an instrument's definition is a minor term (issue 16 §4)", () => {
  const under = (heading: string, text: string) =>
    analyseChunk(reader, `## ${heading}\n\n${text}`).sentences.find((s) => s.kind !== "heading")!;

  it("is such a definition under a heading that names something else", () => {
    expect(
      isThingDefinition(
        under(
          "The textile industry",
          "The spinning jenny was a hand-powered machine that spun several threads at once.",
        ),
      ),
    ).toBe(true);
    expect(
      isThingDefinition(under("Iron and transport", "Coke is a fuel made by heating coal without air.")),
    ).toBe(true);
  });

  it("is a diagram's description, the way the data are drawn", () => {
    expect(
      isThingDefinition(
        under(
          "Populations",
          "An age structure diagram, a pair of horizontal bar charts, shows whether a population is likely to grow.",
        ),
      ),
    ).toBe(true);
  });

  it("is not the heading's own thing, nor a definition of a process or an idea", () => {
    expect(
      isThingDefinition(under("Heat engines", "A heat engine is a device that converts heat into work.")),
    ).toBe(false);
    expect(
      isThingDefinition(
        under(
          "Life in the towns",
          "Urbanisation is the growth in the share of people who live in towns and cities.",
        ),
      ),
    ).toBe(false);
  });
});
