import { describe, expect, it } from "vitest";
import { analyseChunk } from "../analysis.ts";
import type { ItemForm } from "../items.ts";
import { TextReader } from "../nlp.ts";
import { findItems } from "./index.ts";

const reader = new TextReader();
const asked = (text: string, form: ItemForm) =>
  findItems(analyseChunk(reader, text))
    .filter((i) => i.form === form)
    .map((i) => [i.prompt, i.answer, i.level]);

describe("question forms (issue 16 §1)", () => {
  it("cause → effect: causes / leads to, because, due to", () => {
    expect(asked("A change in price causes a movement along the demand curve.", "cause-effect")).toEqual([
      ["What does a change in price cause?", "A movement along the demand curve", "relation"],
    ]);
    expect(
      asked(
        "Water is a polar molecule because oxygen is much more electronegative than hydrogen.",
        "cause-effect",
      ),
    ).toEqual([
      ["Why is water a polar molecule?", "Oxygen is much more electronegative than hydrogen", "relation"],
    ]);
    expect(
      asked("Most inflation in the 1970s was largely due to rising oil prices.", "cause-effect")[0]?.[0],
    ).toBe("What was most inflation in the 1970s due to?");
  });

  it("does not read a noun 'causes' or a reason bound to a relative clause as cause → effect", () => {
    expect(
      asked("Economists distinguish two main causes of inflation in modern economies.", "cause-effect"),
    ).toEqual([]);
    expect(
      asked(
        "The Luddites were workers who smashed machinery because they feared for their jobs.",
        "cause-effect",
      ),
    ).toEqual([]);
  });

  it("members of a list and the order of stages", () => {
    const text =
      "Respiration happens in four stages: glycolysis, the link reaction, the Krebs cycle and oxidative phosphorylation.";
    expect(asked(text, "list")).toEqual([
      [
        "Name the four stages of respiration.",
        "glycolysis, the link reaction, the Krebs cycle and oxidative phosphorylation",
        "relation",
      ],
    ]);
    expect(asked(text, "process")[1]).toEqual([
      "In respiration, what is the stage after the link reaction?",
      "the Krebs cycle",
      "relation",
    ]);
    expect(
      asked("There are three types of rock: igneous, sedimentary and metamorphic.", "list")[0]?.[0],
    ).toBe("Name the three types of rock.");
  });

  it("comparison of two named things: unlike, whereas, differs from", () => {
    expect(
      asked("Unlike mitosis, meiosis produces four genetically different daughter cells.", "comparison"),
    ).toEqual([
      [
        "How does meiosis differ from mitosis?",
        "Meiosis produces four genetically different daughter cells",
        "relation",
      ],
    ]);
    expect(
      asked(
        "The inner membrane is folded into cristae, whereas the outer membrane is smooth.",
        "comparison",
      )[0],
    ).toEqual([
      "How does the outer membrane differ from the inner membrane?",
      "The outer membrane is smooth; the inner membrane is folded into cristae",
      "relation",
    ]);
  });

  it("numeric facts with units: the value and unit only", () => {
    expect(asked("The speed of sound in dry air is about 343 metres per second.", "numeric")).toEqual([
      ["What is the speed of sound in dry air?", "about 343 metres per second", "recall"],
    ]);
    expect(
      asked(
        "Water has an unusually high specific heat capacity of about 4,200 joules per kilogram per kelvin.",
        "numeric",
      ),
    ).toEqual([
      [
        "What is the specific heat capacity of water?",
        "about 4,200 joules per kilogram per kelvin",
        "recall",
      ],
    ]);
  });

  it("who, when and where, with the asked phrase taken out of the question", () => {
    const text =
      "Richard Arkwright patented the water frame in 1769. Quicksort was developed by Tony Hoare in 1959 while he was a visiting student in Moscow.";
    expect(asked(text, "date")).toEqual([
      ["When did Richard Arkwright patent the water frame?", "1769", "recall"],
      ["When was quicksort developed by Tony Hoare?", "1959", "recall"],
    ]);
    expect(asked(text, "person")).toEqual([
      ["Who patented the water frame in 1769?", "Richard Arkwright", "recall"],
    ]);
    expect(asked("The largest earthquake ever recorded struck Chile in 1960.", "date")).toEqual([]);
  });
});
