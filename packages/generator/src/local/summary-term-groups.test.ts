import { describe, expect, it } from "vitest";
import { analyseChunk } from "./analysis.ts";
import { TextReader } from "./nlp.ts";
import { summarise } from "./summary.ts";
import { isEntry } from "./summary-entries.ts";
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
      "They include three tools (whisk, spatula and grater) and three ways of boiling (blanching, poaching and braising).",
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
    expect(summary.overview).toContain("They include three tools");
    // The overview's own definitions are of terms the groups do not name already.
    expect(summary.overview).not.toMatch(/(?:Whisk|Blanching) is /);
  });
});
