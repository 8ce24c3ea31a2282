import { describe, expect, it } from "vitest";
import { analyseChunk } from "./analysis.ts";
import { TextReader } from "./nlp.ts";
import { summarise } from "./summary.ts";
import { spokenSteps } from "./summary-spoken-steps.ts";

const reader = new TextReader();
const LECTURE = [
  "so um today's topic is reaction rates, and i'll warn you now there's a digression in the middle.",
  "so the rate of a reaction is how fast reactants are used up or products are formed, and we usually measure it as the change in concentration per unit time.",
  "and the big theory that explains rates is collision theory, which says that for particles to react they have to collide with enough energy and in the right orientation.",
  "okay so what changes the rate, there are basically four or five factors and they all come back to collisions.",
  "first, concentration, if you increase the concentration of a reactant there are more particles in the same volume so they collide more often and the rate goes up.",
  "second, temperature, when you heat things up the particles move faster so they collide more often and harder.",
  "third, surface area, a solid in small pieces or a powder reacts faster than one big lump because more particles are exposed at the surface.",
  "fourth, catalysts, a catalyst is a substance that speeds up a reaction without being used up itself, and it works by giving the reaction a different pathway with a lower activation energy.",
  "enzymes are biological catalysts, they're proteins that speed up reactions in living cells, and the catalytic converter in a car uses platinum to clean the exhaust.",
  "and the last idea for today, reversible reactions, some reactions can go both forwards and backwards, and in a closed system they reach dynamic equilibrium.",
  "and le chatelier's principle says that if you change the conditions of a system at equilibrium, the position of equilibrium shifts to counteract the change.",
  "we'll do the haber process on wednesday, so have a look at the handout.",
].join(" ");

describe("a lecture that counts its points (issue 16 §4)", () => {
  const analysis = analyseChunk(reader, LECTURE);

  it("names the steps in one sentence, with what they are when the lecture says it, where they begin", () => {
    const steps = spokenSteps(analysis.sentences);
    expect(steps?.sentence).toBe(
      "The lecture goes through four factors: concentration, temperature, surface area and catalysts.",
    );
    expect(steps?.members.map((s) => s.text.split(",")[0])).toEqual(["first", "second", "third", "fourth"]);
    expect(steps?.at).toBe(steps?.members[0]?.index);
  });

  it("needs three steps in order: two are quoted, and a count that restarts is a new one", () => {
    const two = analyseChunk(
      reader,
      "so there are two kinds of bond. first, ionic bonds, electrons move from one atom to another completely. second, covalent bonds, two atoms share a pair of electrons between them.",
    );
    expect(spokenSteps(two.sentences)).toBeNull();
  });

  it("stands in the overview for the steps, beside the lecture's other ideas, and no key point is one bare step", () => {
    const summary = summarise(analysis, { id: "n", title: "Reaction rates", content: LECTURE });
    expect(summary.overview).toContain("The lecture goes through four factors:");
    // Its sentences quote no single step's claim, and not the enzymes beside the catalyst they are filed under.
    expect(summary.overview).not.toMatch(/small pieces|Enzymes are/);
    expect(summary.keyPoints.join(" ")).not.toMatch(/small pieces|heat things up/);
    // The last idea after its signpost ("the last idea for today, reversible reactions, …") reads alone.
    expect(summary.keyPoints).toContain(
      "Some reactions can go both forwards and backwards, and in a closed system they reach dynamic equilibrium.",
    );
  });
});
