import { describe, expect, it } from "vitest";
import { analyseChunk } from "./analysis.ts";
import { TextReader } from "./nlp.ts";
import { KEY_POINTS, OVERVIEW_SENTENCES, summarise } from "./summary.ts";
import { definedTerm } from "./summary-thesis.ts";

const reader = new TextReader();

// A short lecture: few topic sections, each of several points.
const LECTURE = [
  "okay everyone, so this week is the immune system and it's a big one.",
  "so the immune system is the set of cells and organs that defends the body against infection, and it has two parts, an innate part and an adaptive part.",
  "the skin is the first barrier, it blocks most microbes before they ever get inside the body.",
  "phagocytes are white blood cells that engulf and digest microbes, and they arrive within hours of an infection.",
  "inflammation brings more blood and more white cells to an injured or infected tissue.",
  "fever raises the body temperature, which slows the growth of many bacteria and viruses.",
  "now the adaptive part is slower at first but it targets one particular pathogen.",
  "an antigen is a molecule that the immune system recognises as foreign, usually on the surface of a pathogen.",
  "b cells make antibodies, which are proteins that bind to one specific antigen and mark it for destruction.",
  "memory cells stay in the body after an infection, so a second infection by the same pathogen meets a faster and stronger response.",
  "a vaccine is a harmless form of an antigen that trains the immune system without causing the disease.",
  "okay that's it for today, read chapter nine for thursday.",
].join(" ");

describe("a lecture's overview and key points (issue 16 §4, transcripts)", () => {
  it("reads a definition after a lecturer's numbered step ('fourth, catalysts, a catalyst is…')", () => {
    const [s] = analyseChunk(
      reader,
      "fourth, catalysts, a catalyst is a substance that speeds up a reaction.",
      {
        spokenClauses: false,
      },
    ).sentences;
    if (!s) throw new Error("no sentence");
    expect(definedTerm(s)).toBe("catalyst");
  });

  it("fills a lecture's overview to its budget and still gives at least the minimum of key points", () => {
    const analysis = analyseChunk(reader, LECTURE, { spokenClauses: false });
    expect(analysis.speech).toBe(true);
    const summary = summarise(analysis, { title: "lecture immune system", content: LECTURE });
    const sentences = summary.overview.match(/[^.!?]+[.!?]+/g) ?? [];
    expect(sentences.length).toBe(OVERVIEW_SENTENCES.max);
    expect(summary.keyPoints.length).toBeGreaterThanOrEqual(KEY_POINTS.min);
    expect(summary.overview).toMatch(/^The immune system is the set of cells and organs/);
  });

  it("gives a short lecture whose overview quotes most of its claims the minimum of key points", () => {
    const short = LECTURE.split(/(?<=\.)\s+/)
      .filter((_, i) => i !== 4 && i !== 5 && i !== 9)
      .join(" ");
    const summary = summarise(analyseChunk(reader, short, { spokenClauses: false }), {
      title: "lecture immune system",
      content: short,
    });
    expect(summary.keyPoints.length).toBeGreaterThanOrEqual(KEY_POINTS.min);
  });
});
