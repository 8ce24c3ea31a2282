import { describe, expect, it } from "vitest";
import { analyseChunk } from "./analysis.ts";
import { corpusNote } from "./corpus.test-support.ts";
import { TextReader } from "./nlp.ts";
import { sectionsOf } from "./sections.ts";
import { summarise } from "./summary.ts";
import { entryAsSentence } from "./summary-entries.ts";
import {
  isLabelledClaim,
  isSideBullet,
  isSlideDeck,
  leafTermSlides,
  slideTitlesSentence,
  termListSlides,
  titleInSentence,
} from "./summary-slides.ts";
import { isSummarySource, onlyParticiple } from "./summary-sources.ts";

const reader = new TextReader();
const analyse = (text: string) => analyseChunk(reader, text);
const summaryOf = (content: string, title = "Notes") => summarise(analyse(content), { title, content });
const first = (text: string) => {
  const s = analyse(text).sentences[0];
  if (!s) throw new Error("no sentence");
  return s;
};

const DECK = `# Circuits

## Series circuits
- Components connected one after another in a single loop
- One broken bulb breaks the whole circuit

## Ohm's law
- Voltage equals current times resistance
- Ammeter – measures current, connected in series

## Power
- Electrical power is the rate of energy transfer
- Measured in watts
`;

describe("slide decks", () => {
  it("knows a deck by its titled slides of bullets, and not a textbook chapter", () => {
    expect(isSlideDeck(sectionsOf(analyse(DECK).sentences))).toBe(true);
    const chapter = corpusNote("textbook-physics-newtons-laws.md").content;
    expect(isSlideDeck(sectionsOf(analyse(chapter).sentences))).toBe(false);
  });

  it("writes a slide title inside a sentence: lower case unless a name, no slide number", () => {
    expect(titleInSentence("Series circuits", new Set())).toBe("series circuits");
    expect(titleInSentence("Ohm's law", new Set())).toBe("Ohm's law");
    expect(titleInSentence("Slide 3: Innate immunity", new Set())).toBe("innate immunity");
    expect(titleInSentence("Roman law", new Set(["roman"]))).toBe("Roman law");
    expect(titleInSentence("A changing climate", new Set())).toBe("a changing climate");
  });

  it("opens the overview on the slide titles in order and quotes full sentences only", () => {
    const sections = sectionsOf(analyse(DECK).sentences);
    expect(slideTitlesSentence(sections, new Set())).toBe(
      "The slides cover series circuits; Ohm's law; and power.",
    );
    const summary = summaryOf(DECK, "Circuits");
    expect(summary.overview.startsWith("The slides cover series circuits; Ohm's law; and power.")).toBe(true);
    const all = [summary.overview, ...summary.keyPoints].join(" ");
    expect(all).not.toContain("Components connected");
    expect(all).not.toContain("Measured in watts");
  });

  it("gives the statistics deck a key point per slide with a claim beyond the overview's, no test of the list", () => {
    const note = corpusNote("slides-statistics-hypothesis-testing.md");
    const summary = summarise(analyse(note.content), note);
    expect(summary.keyPoints.length).toBeGreaterThanOrEqual(4);
    expect(summary.keyPoints).toContain("Power is the probability of correctly rejecting a false H0.");
    expect(summary.keyPoints.join(" ")).not.toMatch(/z-test|t-test|Chi-square/);
    expect(summary.overview).toMatch(/^The slides cover the idea; hypotheses; p-value;/);
  });
});

describe("complete sentences", () => {
  it("a bullet whose only verb is a participle with no object is no sentence", () => {
    expect(onlyParticiple(first("- Components connected one after another in a single loop").tokens)).toBe(
      true,
    );
    expect(onlyParticiple(first("- Rome expelled its last king in 509 BC").tokens)).toBe(false);
    expect(onlyParticiple(first("- Carthage was destroyed in 146 BC").tokens)).toBe(false);
    expect(isSummarySource(first("- Components connected one after another in a single loop"))).toBe(false);
    expect(isSummarySource(first("- One broken bulb breaks the whole circuit"))).toBe(true);
  });
});

describe("slide entries as sentences", () => {
  const sentence = (line: string, lower: string[] = []) =>
    entryAsSentence(first(line), () => false, new Set(lower));

  it("a body opening with a verb says what the term does", () => {
    expect(sentence("- Ammeter – measures current, connected in series", ["ammeter"])).toBe(
      "An ammeter measures current, connected in series.",
    );
    expect(sentence("- Mucous membranes – trap microbes in sticky mucus")).toBe(
      "Mucous membranes trap microbes in sticky mucus.",
    );
  });

  it("a body that is a clause of its own, or a plural description of a singular term, is not written out", () => {
    expect(
      sentence("- Conflict of the Orders: plebeians won political rights over two centuries"),
    ).toBeNull();
    expect(sentence("- Continental – very cold winters, warm summers, far from the sea")).toBeNull();
  });

  it("keeps the note's article and a relative clause in the definition", () => {
    expect(sentence("- The Twelve Tables – the first written Roman laws, about 450 BC")).toBe(
      "The Twelve Tables are the first written Roman laws, about 450 BC.",
    );
    expect(sentence("- IP address - a number that identifies a device on a network")).toBe(
      "An IP address is a number that identifies a device on a network.",
    );
  });

  it("reads a one-word abstract term as a mass noun when asked (a summary's sentence)", () => {
    const inflation = first("- inflation: a sustained rise in the general price level");
    expect(entryAsSentence(inflation, () => false, new Set(["inflation"]), true)).toBe(
      "Inflation is a sustained rise in the general price level.",
    );
    const recession = first("- recession: a fall in real GDP for two quarters in a row");
    expect(entryAsSentence(recession, () => false, new Set(["recession"]), true)).toBe(
      "A recession is a fall in real GDP for two quarters in a row.",
    );
  });
});

describe("a deck's own summary slide (issue 16 §4, slides)", () => {
  it("is the overview after the slide titles, and its points are no key points", () => {
    const deck = corpusNote("slides-biology-immune-system.md").content;
    const summary = summaryOf(deck, "The Immune System");
    expect(summary.overview).toBe(
      "The slides cover lines of defence; innate immunity; adaptive immunity; memory; vaccination; and when it goes wrong. " +
        "Barriers keep most pathogens out. Innate immunity responds quickly to anything foreign. " +
        "Adaptive immunity targets specific antigens and remembers them.",
    );
    expect(summary.keyPoints).not.toContain(
      "Adaptive immunity targets specific antigens and remembers them.",
    );
    expect(summary.keyPoints.length).toBeGreaterThanOrEqual(3);
  });

  it("needs two points at least: a one-point summary slide is one more slide to sum up", () => {
    const deck = [
      "# Circuits",
      "",
      "## Current",
      "- Current is the rate of flow of charge",
      "- Current is measured in amperes with an ammeter",
      "",
      "## Voltage",
      "- Voltage is the energy per unit charge",
      "- Voltage is measured in volts with a voltmeter",
      "",
      "## Resistance",
      "- Resistance opposes the flow of current",
      "- Resistance is measured in ohms",
      "",
      "## Summary",
      "- Charge flows when a voltage pushes it",
      "",
    ].join("\n");
    const { overview } = summaryOf(deck, "Circuits");
    expect(overview).toContain("Current is the rate of flow of charge.");
    expect(overview).toContain("Voltage is the energy per unit charge.");
  });
});

describe("a deck's title term (issue 16 §4, slides)", () => {
  it("is the definition its overview quotes, before another term of the same slide", () => {
    const { overview } = summaryOf(
      corpusNote("slides-geography-climate-zones.md").content,
      "Climate Zones of the World",
    );
    expect(overview).toContain("A climate is the average weather of a region over at least 30 years.");
    expect(overview).not.toContain("Weather is the state of the atmosphere");
  });
});

describe("a deck's slides that list terms (issue 16 §4, slides)", () => {
  const circuits = corpusNote("slides-physics-electric-circuits.md");
  const sections = sectionsOf(analyse(circuits.content).sentences);
  const headings = (slides: typeof sections) => slides.map((slide) => slide.heading);

  it("finds the slides of three terms or more, and of those the lists no other slide needs", () => {
    expect(headings(termListSlides(sections))).toEqual(["Current, voltage and resistance", "Safety"]);
    // Current, voltage and resistance are the deck's foundations: every later slide uses them.
    expect(headings(leafTermSlides(sections))).toEqual(["Safety"]);
  });

  it("quotes none of a list's members in the overview, and no leaf list's member as a key point", () => {
    const summary = summarise(analyse(circuits.content), circuits);
    expect(summary.overview).toContain("Voltage equals current times resistance: V = IR.");
    expect(summary.overview).not.toMatch(/Fuse|Earth wire|Circuit breaker|Resistance is/);
    expect(summary.keyPoints.join(" ")).not.toMatch(/Fuse|Earth wire|Circuit breaker/);
    // An application filed under its slide's subject ("Household wiring is parallel, so…") is neither.
    expect([summary.overview, ...summary.keyPoints].join(" ")).not.toContain("Household wiring");
  });
});

describe("a sentence bullet among a slide's terms (issue 16 §4, slides)", () => {
  it("is one more member of the list, no key point ('Prevailing winds carry moisture…' beside Latitude, Altitude…)", () => {
    const climate = corpusNote("slides-geography-climate-zones.md");
    const summary = summarise(analyse(climate.content), climate);
    expect(summary.overview).toContain(
      "Latitude, altitude, distance from the sea and ocean currents control climate",
    );
    expect(summary.keyPoints.join(" ")).not.toContain("Prevailing winds");
    expect(summary.keyPoints).toContain("Weather is the state of the atmosphere at a place and time.");
  });
});

describe("a slide's point in a deck's overview (issue 16 §4, slides)", () => {
  const roman = corpusNote("slides-history-roman-republic.md");
  const sections = sectionsOf(analyse(roman.content).sentences);
  const bullet = (text: string) => sections.flatMap((s) => s.sentences).find((s) => s.text.includes(text))!;

  it("passes over a term no other slide uses and a dated event, not a term the deck builds on", () => {
    expect(isSideBullet(bullet("Legion – the main unit"), sections)).toBe(true);
    expect(isSideBullet(bullet("Julius Caesar crossed the Rubicon"), sections)).toBe(true);
    expect(isSideBullet(bullet("The Republic – government by elected officials"), sections)).toBe(false);
    expect(isSideBullet(bullet("Armies became loyal to their generals"), sections)).toBe(false);
  });

  it("quotes each slide's claim instead, and gives the side bullets no key point", () => {
    const summary = summarise(analyse(roman.content), roman);
    expect(summary.overview).toContain("Armies became loyal to their generals rather than to the state.");
    expect(summary.overview).toContain("Roman law shaped the legal systems of much of Europe.");
    expect([summary.overview, ...summary.keyPoints].join(" ")).not.toMatch(/Legion is|Twelve Tables are/);
  });
});

describe("a slide's claim under a label (issue 16 §4, slides)", () => {
  it("is a claim ('Conflict of the Orders: plebeians won…'), not a definition or a kind the overview names", () => {
    expect(
      isLabelledClaim(
        first("- Conflict of the Orders: plebeians won political rights over two centuries"),
        "",
      ),
    ).toBe(true);
    expect(isLabelledClaim(first("- Patricians – the old aristocratic families"), "")).toBe(false);
    expect(
      isLabelledClaim(
        first("- Distance from the sea: oceans keep coastal climates mild"),
        "Latitude, altitude, distance from the sea and ocean currents control climate.",
      ),
    ).toBe(false);
  });

  it("is a key point the deck quotes as written", () => {
    const roman = corpusNote("slides-history-roman-republic.md");
    const summary = summarise(analyse(roman.content), roman);
    expect(summary.keyPoints).toContain(
      "Conflict of the Orders: plebeians won political rights over two centuries.",
    );
    expect(summary.keyPoints.join(" ")).not.toContain("Patricians");
  });
});
