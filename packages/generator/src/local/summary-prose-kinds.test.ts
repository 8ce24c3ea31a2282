import { describe, expect, it } from "vitest";
import { analyseChunk } from "./analysis.ts";
import { TextReader } from "./nlp.ts";
import { sectionsOf } from "./sections.ts";
import { summarise } from "./summary.ts";
import { proseKinds, sectionKinds } from "./summary-prose-kinds.ts";
import { isSummarySource } from "./summary-sources.ts";

const reader = new TextReader();
/** The kinds of the note's section under `heading` (its sentences under that heading). */
const kindsUnder = (note: string, heading: string) => {
  const analysis = analyseChunk(reader, note);
  const sentences = analysis.sentences.filter((s) => s.section === heading);
  expect(sentences.length).toBeGreaterThan(0);
  return sectionKinds({ heading, sentences }, analysis.capitalisedWords);
};

const BOUNDARIES = [
  "# Plate tectonics",
  "",
  "## The structure of the Earth",
  "",
  "The lithosphere is the rigid outer shell of the Earth. It is broken into about fifteen major plates.",
  "",
  "## Plate boundaries",
  "",
  "A divergent boundary is a boundary where two plates move apart. At divergent boundaries magma rises to fill the gap.",
  "",
  "A convergent boundary is a boundary where two plates move towards each other. Subduction creates deep trenches.",
  "",
  "A transform boundary is a boundary where two plates slide past each other. Earthquakes are common there.",
  "",
].join("\n");

describe("a written section of kinds (issue 16 §4, coverage)", () => {
  it("names the kinds of one thing a section defines, in the heading's words, with every sentence about one", () => {
    const kinds = kindsUnder(BOUNDARIES, "Plate boundaries");
    expect(kinds?.sentence).toBe(
      "The note describes three kinds of plate boundary: divergent, convergent and transform.",
    );
    // "At divergent boundaries magma rises…" speaks of one kind: the overview quotes none of them.
    expect(kinds?.members.map((s) => s.text.slice(0, 24))).toEqual([
      "A divergent boundary is ",
      "At divergent boundaries ",
      "A convergent boundary is",
      "A transform boundary is ",
    ]);
  });

  it("reads kinds named up front ('In a stratified sample, …') and a kind as a claim's subject", () => {
    const note = [
      "## Methods of Sampling",
      "",
      "A sample is only useful if it represents the population. In a simple random sample, every group of the same " +
        "size has an equal chance of being chosen. In a stratified sample, the population is first divided into " +
        "groups called strata. In a cluster sample, some clusters are chosen at random and every member is included.",
      "",
      "A convenience sample uses whoever is easiest to reach.",
    ].join("\n");
    expect(kindsUnder(note, "Methods of Sampling")?.sentence).toBe(
      "The note describes four kinds of sample: simple random, stratified, cluster and convenience.",
    );
  });

  it("leaves two kinds to their definitions, and takes no instance, name or the heading's own thing for a kind", () => {
    const two =
      "## Acids\n\nA strong acid is an acid that dissociates completely. A weak acid is an acid that dissociates partly.";
    expect(kindsUnder(two, "Acids")).toBeNull();
    const instance = [
      "## Acids",
      "",
      "A strong acid is an acid that dissociates completely in water. A weak acid is an acid that dissociates " +
        "only partly. Ethanoic acid is a typical weak acid. Hydrochloric acid is a strong acid.",
    ].join("\n");
    expect(kindsUnder(instance, "Acids")).toBeNull();
    const names = [
      "## Revolutions",
      "",
      "The Industrial Revolution was the shift from hand production to machines. The Agricultural Revolution was " +
        "a rise in farm output. The French Revolution was a period of political change in France.",
    ].join("\n");
    expect(kindsUnder(names, "Revolutions")).toBeNull();
    const own = [
      "## Heat engines",
      "",
      "A heat engine is a device that converts heat into work. A steam engine is an engine that burns fuel outside " +
        "its cylinders. A petrol engine is an engine that burns fuel inside its cylinders.",
    ].join("\n");
    expect(kindsUnder(own, "Heat engines")).toBeNull();
  });

  it("names a section's kinds only when the section holds its share of the note's quotable sentences", () => {
    // The boundaries hold six of eight quotable sentences alone, about a quarter beside the long history.
    const long = [
      BOUNDARIES,
      "## The history of the theory",
      "",
      [
        "Alfred Wegener proposed continental drift in 1912 after studying the shapes of the coastlines.",
        "Most geologists rejected the idea because nobody could explain what force moved the continents.",
        "Sonar surveys after the Second World War mapped long mountain ranges on the ocean floor.",
        "Harry Hess suggested that new ocean floor forms at these ridges and spreads outwards.",
        "Magnetic stripes on the sea floor recorded reversals of the magnetic field on both sides of a ridge.",
        "Rocks near the ridges turned out to be younger than rocks far from them.",
        "Deep sea drilling confirmed that the ocean floor is nowhere older than about two hundred million years.",
        "Seismologists found that earthquakes cluster along narrow belts around the globe.",
        "These belts outline the edges of the plates that carry the continents and the oceans.",
        "By the late 1960s the theory of plate tectonics had replaced the idea of fixed continents.",
        "Satellite measurements now show the plates moving a few centimetres every year.",
        "The theory explains mountains, trenches, volcanoes and earthquakes with one mechanism.",
        "Geologists still debate which forces matter most in driving the plates.",
        "Computer models of the mantle help them test the competing explanations.",
      ].join(" "),
    ].join("\n");
    const kindsIn = (note: string) => {
      const analysis = analyseChunk(reader, note);
      return proseKinds(sectionsOf(analysis.sentences), analysis.capitalisedWords, 1, isSummarySource, 0.3);
    };
    expect(kindsIn(BOUNDARIES)).toHaveLength(1);
    expect(kindsIn(long)).toEqual([]);
  });

  it("puts the kinds in the overview where their section stands, quoting none of them", () => {
    const { overview } = summarise(analyseChunk(reader, BOUNDARIES), {
      title: "Plate tectonics",
      content: BOUNDARIES,
    });
    expect(overview).toContain("The note describes three kinds of plate boundary");
    expect(overview.indexOf("lithosphere")).toBeLessThan(overview.indexOf("three kinds"));
    expect(overview).not.toMatch(/A (?:divergent|convergent|transform) boundary is/);
  });
});
