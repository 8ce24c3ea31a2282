import { describe, expect, it } from "vitest";
import { analyseChunk } from "./analysis.ts";
import { TextReader } from "./nlp.ts";
import { summarise } from "./summary.ts";

const reader = new TextReader();

describe("the overview states the note's laws while it has room (issue 16 §4)", () => {
  it("quotes each law or theory a section states, not only the section's one chosen claim", () => {
    const content = [
      "# Gases",
      "",
      "## Pressure",
      "",
      "Pressure is the force that a gas exerts on each unit area of the walls of its container. Gas particles move quickly in straight lines until they hit something. Each collision with a wall pushes on the wall a little.",
      "",
      "## Gas laws",
      "",
      "Boyle's law states that the pressure of a fixed mass of gas is inversely proportional to its volume at constant temperature. Charles's law states that the volume of a fixed mass of gas is proportional to its absolute temperature at constant pressure. Both laws describe an ideal gas.",
    ].join("\n");
    const summary = summarise(analyseChunk(reader, content), { title: "Gases", content });
    expect(summary.overview).toContain("Boyle's law states that");
    expect(summary.overview).toContain("Charles's law states that");
  });
});
