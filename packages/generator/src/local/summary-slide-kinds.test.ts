import { describe, expect, it } from "vitest";
import { analyseChunk } from "./analysis.ts";
import { TextReader } from "./nlp.ts";
import { sectionsOf } from "./sections.ts";
import { summarise } from "./summary.ts";
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

  it("names what a 'What shapes …' slide lists as doing it (labels of up to four words)", () => {
    const deck = [
      "# Coasts",
      "",
      "## What shapes coastlines",
      "- Wave energy: the strongest waves erode the cliffs most",
      "- Rock type: soft rock wears away faster than hard rock",
      "- Drift along the shore: the waves carry sand along the beach",
      "",
      "## Landforms",
      "- A headland is a point of hard rock that sticks out into the sea",
      "- A bay is a curve of coast cut into soft rock between headlands",
      "",
    ].join("\n");
    expect(kindsOf(deck)).toBe("Wave energy, rock type and drift along the shore shape coastlines.");
  });

  it("puts the kinds sentence where its slide is, after the quotes of the slides before it", () => {
    const deck = [
      "# Rocks",
      "",
      "## Rock and mineral",
      "- A mineral is a natural solid with a fixed chemical make-up and a crystal structure",
      "- A rock is a natural solid made of one or more minerals",
      "",
      "## Igneous rocks",
      "- Granite – coarse crystals, cooled slowly underground",
      "- Basalt – fine crystals, cooled quickly at the surface",
      "",
      "## Weathering",
      "- Weathering is the breaking down of rock where it is",
      "- Erosion is the carrying away of the broken pieces",
      "",
    ].join("\n");
    const summary = summarise(analyseChunk(reader, deck), { title: "Rocks", content: deck });
    const mineral = summary.overview.indexOf("A mineral is");
    const kinds = summary.overview.indexOf("Igneous rocks include granite and basalt");
    const weathering = summary.overview.search(/Weathering is|Erosion is/);
    expect(mineral).toBeGreaterThan(-1);
    expect(kinds).toBeGreaterThan(mineral);
    expect(weathering).toBeGreaterThan(kinds);
  });
});
