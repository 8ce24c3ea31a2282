import { describe, expect, it } from "vitest";
import { analyseChunk } from "./analysis.ts";
import { TextReader } from "./nlp.ts";
import { LONG_SECTION_SOURCES, partsOf, sectionsOf } from "./sections.ts";
import { summarise } from "./summary.ts";
import { isSummarySource } from "./summary-sources.ts";

const reader = new TextReader();

// A short headed section, then a long one that tells two stories: how canals came, then how railways came.
const NOTE = [
  "# Transport in Britain",
  "",
  "## Roads",
  "",
  "A turnpike was a road on which travellers paid a toll that was used to maintain it. Turnpike trusts repaired thousands of miles of road. Coaches on the turnpikes carried passengers and mail between the cities.",
  "",
  "## Canals and railways",
  "",
  "A canal is an artificial waterway built to carry boats inland. Canal barges carried heavy cargoes such as coal and pottery. A single horse on a canal towpath could pull a barge carrying thirty tons of coal. Canal companies sold shares to pay for digging the canals. Canal locks lift barges from one level of water to another. The canal network linked the coalfields to the growing towns.",
  "A railway is a track of iron rails on which locomotives pull trains. Steam locomotives pulled trains of wagons faster than any horse. Railway companies laid lines between the industrial cities. Passenger trains made railway travel cheap for ordinary people. Railway stations grew into busy centres of the towns. The railway network carried goods and passengers across the whole country.",
].join("\n");

describe("a long section's later part is covered too (issue 16 §4)", () => {
  it("splits a long section's quotable sentences in two at its topic shift, a short one not at all", () => {
    const sections = sectionsOf(analyseChunk(reader, NOTE).sentences);
    const long = sections.find((s) => s.heading === "Canals and railways");
    const short = sections.find((s) => s.heading === "Roads");
    if (!long || !short) throw new Error("headings not read");
    expect(long.sentences.filter(isSummarySource).length).toBeGreaterThanOrEqual(LONG_SECTION_SOURCES);
    const parts = partsOf(long, isSummarySource);
    expect(parts).toHaveLength(2);
    expect(parts[0]?.every((s) => /canal|barge|lock/i.test(s.text))).toBe(true);
    expect(parts[1]?.every((s) => /rail|train|locomotive/i.test(s.text))).toBe(true);
    expect(partsOf(short, isSummarySource)).toHaveLength(1);
  });

  it("quotes the long section's second part in the overview, not only its first", () => {
    const content = NOTE;
    const summary = summarise(analyseChunk(reader, content), { title: "Transport in Britain", content });
    expect(summary.overview).toMatch(/canal/i);
    expect(summary.overview).toMatch(/railway|locomotive|train/i);
  });

  it("adds a section's definition of its heading's own term when the sentence chosen for it is another claim", () => {
    const content = [
      "# Poems",
      "",
      "## Imagery",
      "",
      "Good poets want a picture to stay in the mind. Imagery is language that appeals to the senses, letting the reader see, hear or touch what the poem describes. A single image can carry a whole poem.",
      "",
      "## Rhythm",
      "",
      "Poems are made to be heard aloud. Rhythm is the pattern of stressed and unstressed syllables in a line. A steady rhythm makes a poem easy to remember.",
    ].join("\n");
    const summary = summarise(analyseChunk(reader, content), { title: "Poems", content });
    expect(summary.overview).toContain("Imagery is language that appeals to the senses");
    expect(summary.overview).toContain("Rhythm is the pattern of stressed and unstressed syllables");
  });
});
