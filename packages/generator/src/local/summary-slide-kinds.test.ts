import { describe, expect, it } from "vitest";
import { analyseChunk } from "./analysis.ts";
import { TextReader } from "./nlp.ts";
import { sectionsOf } from "./sections.ts";
import { countedIn } from "./summary-entries.ts";
import { slideKindsSentence } from "./summary-slide-kinds.ts";
import { isSlidePoint } from "./summary-slides.ts";

const reader = new TextReader();
const kindsOf = (deck: string) => {
  const analysis = analyseChunk(reader, deck);
  const counted = countedIn(deck);
  return slideKindsSentence(
    sectionsOf(analysis.sentences),
    (s) => isSlidePoint(s, counted),
    analysis.capitalisedWords,
  );
};

describe("a deck's slides of kinds (issue 16 §4, slides)", () => {
  it("names the kinds a plural-titled slide describes, names in their case", () => {
    const deck = [
      "# Climate Zones",
      "",
      "## Temperate climates",
      "- Mediterranean – hot dry summers and mild wet winters",
      "- Maritime – cool summers, mild winters, rain all year",
      "",
      "## Cold climates",
      "- Continental – very cold winters, warm summers, far from the sea",
      "- Tundra – too cold for trees, with permafrost beneath the soil",
      "- Polar – ice caps where the average temperature stays below freezing",
      "",
    ].join("\n");
    expect(kindsOf(deck)).toBe(
      "Temperate climates include Mediterranean and maritime, and cold climates include continental, tundra and polar.",
    );
  });

  it("says nothing for a slide whose bullets define their terms, or a singular title", () => {
    const deck = [
      "# Immunity",
      "",
      "## Lines of defence",
      "- Antigen – a molecule that the immune system recognises as foreign",
      "- Antibody – a protein that binds to one antigen",
      "",
      "## Power",
      "- Watt – hot and bright",
      "- Kilowatt – cold and dark",
      "",
    ].join("\n");
    expect(kindsOf(deck)).toBe("");
  });
});
