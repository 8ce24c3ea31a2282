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
});
