import { describe, expect, it } from "vitest";
import { analyseChunk } from "./analysis.ts";
import { TextReader } from "./nlp.ts";
import { definitionClause, framingGenus, namesTitleTerm, titleDefinition } from "./overview-framing.ts";
import { summarise } from "./summary.ts";

const reader = new TextReader();
const sentences = (text: string) => analyseChunk(reader, text).sentences;
const topic = (...words: string[]) => new Set(words);

describe("the overview opens on the definition of the title's term (issue 16 §4)", () => {
  it("finds a lecturer's definition said mid-sentence and quotes it up to its end", () => {
    const framing = titleDefinition(
      sentences(
        "alright let's start, so today is the great depression and i want to start with the name, because why great, the great depression was a severe worldwide economic downturn that lasted from 1929 to about 1939, and it's called great because no downturn before it was as deep or lasted as long.",
      ),
      topic("lecture", "great", "depression"),
    );
    expect(framing?.text).toBe(
      "the great depression was a severe worldwide economic downturn that lasted from 1929 to about 1939.",
    );
  });

  it("reads 'so a cell is…' as the term 'a cell', not 'so a cell'", () => {
    const framing = titleDefinition(
      sentences(
        "so a cell is basically the smallest unit of life that can carry out all the processes of living things.",
      ),
      topic("cells"),
    );
    expect(framing?.text).toMatch(/^a cell is basically the smallest unit of life/);
  });

  it("keeps a tail that names the subject's parts (the structure the note is about)", () => {
    const text =
      "photosynthesis is when plants use light to make sugar from carbon dioxide and water, and the process has two stages, the light reactions, which make ATP, and the calvin cycle, which fixes carbon.";
    expect(definitionClause(text, 0)).toContain("the calvin cycle, which fixes carbon");
    const runOn =
      "photosynthesis is when plants use light to make sugar from carbon dioxide and water, and i always find that amazing when you think how small a leaf is.";
    expect(definitionClause(runOn, 0)).toBe(
      "photosynthesis is when plants use light to make sugar from carbon dioxide and water.",
    );
  });

  it("quotes the whole sentence of a term defined in a relative clause ('the X, which is…')", () => {
    const framing = titleDefinition(
      sentences(
        "so every decision has a price, and the price economists care about is the marginal cost, which is the cost of producing one more unit.",
      ),
      topic("marginal", "cost"),
    );
    expect(framing?.text).toBe(
      "every decision has a price, and the price economists care about is the marginal cost, which is the cost of producing one more unit.",
    );
  });

  it("frames nothing when the note defines no term of its title, or only in a table or caption", () => {
    expect(
      titleDefinition(sentences("Gravity is the weakest of the four forces."), topic("stars")),
    ).toBeNull();
    expect(namesTitleTerm("so a star", topic("stars"))).toBe(false);
    expect(namesTitleTerm("a star", topic("stars"))).toBe(true);
    expect(
      titleDefinition(
        sentences("Figure 2: A star is a ball of hot gas that shines by fusion."),
        topic("stars"),
      ),
    ).toBeNull();
  });

  it("never frames a written note from a worked example or review section", () => {
    const text = [
      "# Stars",
      "",
      "## Example 1.2 A nearby star",
      "",
      "A star is a ball of hot gas that shines by nuclear fusion in its core.",
      "",
      "## Brightness",
      "",
      "Astronomers measure how bright each star looks from the Earth.",
    ].join("\n");
    expect(titleDefinition(sentences(text), topic("stars"), false)).toBeNull();
  });

  it("opens a transcript's overview on the framing clause, and no key point repeats it", () => {
    const content = [
      "okay let's get going, so this week is volcanoes and i want to start with what we mean, because people use the word loosely, a volcano is an opening in the earth's crust through which molten rock, ash and gases escape, and honestly i have wanted to teach this one all term.",
      "magma forms deep underground where rock melts because of heat and a drop in pressure, and it rises because it is less dense than the solid rock around it.",
      "when magma reaches the surface it is called lava, and how it erupts depends mostly on how much silica and gas it holds.",
      "runny basalt lava with little silica flows out gently and builds wide shield volcanoes like the ones in hawaii.",
      "sticky lava with a lot of silica traps gas, so the pressure builds up until the volcano erupts explosively.",
      "okay so now the second topic, where volcanoes are found, and most of them sit along the edges of tectonic plates.",
      "at subduction zones one plate sinks under another, the sinking plate melts, and the magma feeds chains of explosive volcanoes.",
      "at mid ocean ridges plates move apart and magma rises to fill the gap, building new ocean floor.",
      "hotspots are the exception, they are places where a plume of hot mantle rises under the middle of a plate, like hawaii.",
      "right so for next week read the chapter on earthquakes.",
    ].join(" ");
    const note = { title: "lecture volcanoes", content };
    const analysis = analyseChunk(reader, content, { spokenClauses: false });
    const summary = summarise(analysis, note);
    expect(summary.overview).toMatch(
      /^A volcano is an opening in the earth's crust through which molten rock, ash and gases escape\./,
    );
    expect(summary.keyPoints.some((p) => p.includes("opening in the earth's crust"))).toBe(false);
  });

  it("lets the framing cover a written note's opening section, and quotes a definition with a generic 'you'", () => {
    const content = [
      "# Spreadsheets",
      "",
      "Spreadsheets changed how offices keep their accounts. A spreadsheet is a grid of cells that holds numbers, text and formulas. Offices use them for budgets and lists.",
      "",
      "## Cells",
      "",
      "A cell is one box of the grid, named by its column letter and row number. Each cell holds one value or one formula.",
      "",
      "## Formulas",
      "",
      "A formula is an expression that lets you compute a value from other cells, so the result changes when they change. Formulas begin with an equals sign.",
      "",
      "## Charts",
      "",
      "A chart is a picture of the numbers in a range of cells. Bar charts compare amounts and line charts show change over time.",
    ].join("\n");
    const summary = summarise(analyseChunk(reader, content), { title: "Spreadsheets", content });
    expect(summary.overview).toContain("A spreadsheet is a grid of cells");
    expect(summary.overview).toContain("A formula is an expression that lets you compute a value");
    // The opening section is covered by its definition: no second sentence of it.
    expect(summary.overview).not.toMatch(/Offices use them|changed how offices/);
  });
});

describe("after the framing, a definition of its genus is background (issue 16 §4)", () => {
  const note = [
    "# Classical Conditioning",
    "",
    "## Pavlov's Dogs",
    "",
    "Learning is a relatively lasting change in behaviour or knowledge that results from experience. Classical " +
      "conditioning is a kind of learning in which an organism learns to associate two stimuli. Pavlov rang a " +
      "bell just before giving his dogs food, and after many pairings the dogs salivated at the bell alone.",
    "",
    "## Processes",
    "",
    "Acquisition is the initial period of learning, during which the organism links the two stimuli. Extinction " +
      "is the decrease in the conditioned response when the bell is repeatedly rung without food.",
    "",
  ].join("\n");

  it("reads the genus the framing names ('a kind of learning in which…' → learning)", () => {
    const analysis = new TextReader();
    const framing = titleDefinition(
      analyseChunk(analysis, note).sentences,
      new Set(["classical", "conditioning"]),
      false,
    );
    expect(framing && framingGenus(framing)).toBe("learning");
  });

  it("quotes neither overview nor key point from the genus's definition", () => {
    const summary = summarise(analyseChunk(new TextReader(), note), {
      title: "Classical Conditioning",
      content: note,
    });
    expect(summary.overview).toMatch(/^Classical conditioning is a kind of learning/);
    expect(summary.overview).not.toContain("Learning is a relatively lasting change");
    expect(summary.keyPoints.join(" ")).not.toContain("Learning is a relatively lasting change");
  });
});
