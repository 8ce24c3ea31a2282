import { describe, expect, it } from "vitest";
import { analyseChunk } from "./analysis.ts";
import { TextReader } from "./nlp.ts";
import { summarise } from "./summary.ts";
import { isEntry, keyEntries } from "./summary-entries.ts";
import { definitionHead, termGroups } from "./summary-term-groups.ts";

const reader = new TextReader();
const KITCHEN = [
  "Kitchen vocabulary",
  "",
  "- whisk - a wire tool for beating eggs and cream",
  "- ladle - a deep spoon with a long handle for serving soup",
  "- spatula - a flat tool used to lift and turn food",
  "- colander - a bowl with holes for draining pasta",
  "- grater - a metal tool with sharp holes for shredding cheese",
  "- blanching - boiling vegetables briefly and then cooling them in ice water",
  "- poaching - boiling food gently in liquid just below simmering",
  "- braising - boiling meat slowly in a little liquid in a covered pot",
  "- zest - the coloured outer skin of a citrus fruit",
].join("\n");

describe("a term list's overview names its groups (issue 16 §4, term lists)", () => {
  it("reads a definition's head: its opening gerund, or its opening noun phrase's last noun", () => {
    expect(definitionHead("a long graduated tube with a tap")).toBe("tube");
    expect(definitionHead("separating an insoluble solid from a liquid")).toBe("separating");
    expect(definitionHead("the smallest unit of life")).toBe("unit");
    expect(definitionHead("a tube cooled by running water")).toBe("tube");
  });

  it("names groups of three or more entries with a shared head, largest first", () => {
    const entries = analyseChunk(reader, KITCHEN).sentences.filter(isEntry);
    const { sentence, members } = termGroups(entries);
    expect(sentence).toBe(
      "They include tools (whisk, spatula and grater) and ways of boiling (blanching, poaching and braising).",
    );
    expect(members).toHaveLength(6);
  });

  it("names no groups when the definitions share no heads, and quotes definitions of other terms", () => {
    const plain = analyseChunk(
      reader,
      [
        "Words",
        "",
        "- atlas - a book of maps",
        "- compass - a device that shows north",
        "- globe - a model of the earth",
      ].join("\n"),
    ).sentences.filter(isEntry);
    expect(termGroups(plain).sentence).toBe("");
    const summary = summarise(analyseChunk(reader, KITCHEN), {
      title: "Kitchen vocabulary",
      content: KITCHEN,
    });
    expect(summary.overview).toContain("They include tools");
    // The overview's own definitions are of terms the groups do not name already.
    expect(summary.overview).not.toMatch(/(?:Whisk|Blanching) is /);
  });

  it("names a pair after a group of three, never a group of how a term measures, and nothing for pairs alone", () => {
    const entriesOf = (lines: string[]) =>
      analyseChunk(reader, ["Networking", "", ...lines].join("\n")).sentences.filter(isEntry);
    const networking = entriesOf([
      "- TCP - a transport protocol that delivers data reliably and in order",
      "- UDP - a transport protocol that sends data quickly without guaranteeing delivery",
      "- HTTP - the protocol that web browsers and servers use to exchange web pages",
      "- router - a device that forwards packets between networks",
      "- modem - a device that connects a home network to the internet",
      "- bandwidth - the maximum amount of data a connection can carry per second",
      "- national debt - the total amount the government owes",
      "- latency - the time a packet takes to travel from its source to its destination",
    ]);
    expect(termGroups(networking).sentence).toBe(
      "They include protocols (TCP, UDP and HTTP) and devices (router and modem).",
    );
    const pairs = entriesOf([
      "- router - a device that forwards packets between networks",
      "- modem - a device that connects a home network to the internet",
      "- TCP - a transport protocol that delivers data reliably",
      "- UDP - a transport protocol that sends data quickly",
    ]);
    expect(termGroups(pairs).sentence).toBe("");
    const amounts = entriesOf([
      "- bandwidth - the maximum amount of data a connection can carry per second",
      "- national debt - the total amount the government owes",
      "- productivity - the amount of output produced per worker",
      "- router - a device that forwards packets between networks",
      "- modem - a device that connects a home network to the internet",
    ]);
    expect(termGroups(amounts).sentence).toBe("");
  });

  it("groups terms by their own last word when the definitions share no head, named without it", () => {
    const macro = analyseChunk(
      reader,
      [
        "Macroeconomics",
        "",
        "fiscal policy: the use of government spending and taxation to influence the economy",
        "monetary policy: the use of interest rates and the money supply to influence the economy",
        "unemployment rate: the percentage of the labour force without a job and looking for one",
        "exchange rate: the price of one currency in terms of another",
        "interest rate: the price of borrowing money",
        "inflation: a sustained rise in the general price level",
      ].join("\n"),
    ).sentences.filter(isEntry);
    expect(termGroups(macro).sentence).toBe(
      "They include rates (unemployment, exchange and interest) and policies (fiscal and monetary).",
    );
  });

  it("after the largest group, names pairs of processes before pairs of things, as kinds of the process", () => {
    const cells = analyseChunk(
      reader,
      [
        "Cell biology",
        "",
        "nucleus: the organelle that contains the cell's DNA",
        "mitochondrion: the organelle where aerobic respiration releases energy",
        "chloroplast: the organelle where photosynthesis takes place",
        "chromosome: a long molecule of DNA wound around proteins",
        "ATP: the molecule that carries energy within cells",
        "mitosis: cell division that produces two identical daughter cells",
        "meiosis: cell division that produces four sex cells",
      ].join("\n"),
    ).sentences.filter(isEntry);
    expect(termGroups(cells).sentence).toBe(
      "They include organelles (nucleus, mitochondrion and chloroplast), kinds of division (mitosis and meiosis) and molecules (chromosome and ATP).",
    );
  });
});

describe("a term list's key points (issue 16 §4, term lists)", () => {
  const entries = analyseChunk(
    reader,
    [
      "Networking",
      "",
      "protocol: a set of rules that devices follow to communicate",
      "packet: a small unit of data sent across a network",
      "router: a device that forwards packets between networks",
      "switch: a device that forwards packets within a network",
      "TCP: a protocol that delivers packets reliably and in order",
      "UDP: a protocol that sends packets without checking delivery",
      "bandwidth: the maximum amount of data a connection can carry",
    ].join("\n"),
  ).sentences.filter(isEntry);
  const terms = (chosen: typeof entries) => chosen.map((e) => e.text.split(":")[0]);

  it("are the terms the other definitions use most, in list order, past the overview's", () => {
    // "packet" is used by four definitions, "protocol" by two (and the overview quotes it).
    expect(terms(keyEntries(entries, [], 1, 7))).toEqual(["protocol", "packet"]);
    expect(terms(keyEntries(entries, [entries[0]!], 1, 7))).toEqual(["packet"]);
  });

  it("are topped up with the list's first entries when few terms are used", () => {
    expect(terms(keyEntries(entries, [entries[0]!], 3, 7))).toEqual(["packet", "router", "switch"]);
  });
});
