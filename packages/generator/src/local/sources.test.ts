import { describe, expect, it } from "vitest";
import { analyseChunk, isLectureTalk } from "./analysis.ts";
import { readableText } from "./input.ts";
import { TextReader } from "./nlp.ts";
import { blockKindOf, isSource } from "./sources.ts";

const reader = new TextReader();
const read = (text: string) => analyseChunk(reader, readableText(text)).sentences;
const kinds = (text: string) => read(text).map((s) => [s.kind, s.text] as const);
const kindOf = (text: string, sentence: string) => read(text).find((s) => s.text.includes(sentence))?.kind;

const TEXTBOOK = `# 4.3 Newton's Second Law

## Learning Objectives

By the end of this section, you will be able to:
- Define net force, external force, and system.
- Explain Newton's second law of motion.

Newton's second law states that the acceleration of a system is proportional to the net external force on it.

Figure 4.5: A student pushes a loaded cart across a level floor.

| Quantity | Symbol | SI unit |
|---|---|---|
| Force | F | newton (N) |

Watch the Physics Lab video to see how the acceleration changes.

Worked Example 4.1
Suppose the net external force on a lawn mower is 51 newtons and its mass is 24 kilograms.
Solution: Dividing 51 N by 24 kg gives about 2.1 metres per second squared.

## Newton's third law

Read the full text of Newton's Principia for the original statement.
Forces always occur in pairs that act on different objects.
See https://example.org/newton for more.

## Review Questions

1. What is the SI unit of force?
2. Explain the difference between mass and weight.`;

describe("source classifier: textbook junk classes", () => {
  it("keeps the expository sentences as sources", () => {
    expect(kindOf(TEXTBOOK, "Newton's second law states")).toBe("expository");
    expect(kindOf(TEXTBOOK, "Forces always occur in pairs")).toBe("expository");
  });

  it("learning objectives: the intro line and the Bloom-verb bullets under it", () => {
    expect(kindOf(TEXTBOOK, "By the end of this section")).toBe("objective");
    expect(kindOf(TEXTBOOK, "Define net force")).toBe("objective");
    expect(kindOf(TEXTBOOK, "Explain Newton's second law")).toBe("objective");
  });

  it("figure captions", () => {
    expect(kindOf(TEXTBOOK, "Figure 4.5")).toBe("caption");
    const fig = "Fig. 2: The four chambers of the heart\nThe heart pumps blood.";
    expect(kindOf(fig, "Fig.")).toBe("caption");
    expect(kindOf(fig, "four chambers")).toBe("caption");
    expect(kindOf(fig, "pumps blood")).toBe("expository");
    expect(kindOf("Image: a glacier in Alaska", "glacier")).toBe("caption");
  });

  it("table rows, pipe or tab separated", () => {
    expect(kindOf(TEXTBOOK, "| Force | F |")).toBe("table");
    expect(kindOf("Gas\tShare\tMass\nNitrogen\t78%\t28", "Nitrogen")).toBe("table");
  });

  it("reading instructions", () => {
    expect(kindOf(TEXTBOOK, "Watch the Physics Lab video")).toBe("instruction");
    expect(kindOf(TEXTBOOK, "Read the full text")).toBe("instruction");
    expect(kindOf("Note: bring a calculator to the lab.", "Note")).toBe("instruction");
  });

  it("links", () => {
    expect(kindOf(TEXTBOOK, "See https://example.org")).toBe("link");
    expect(
      kindOf("## References\n\nAtkins, P. Physical Chemistry. Oxford University Press, 2010.", "Atkins"),
    ).toBe("link");
  });

  it("worked examples: the block under the title and the sentences bound to its numbers", () => {
    expect(kindOf(TEXTBOOK, "Suppose the net external force")).toBe("example");
    expect(kindOf(TEXTBOOK, "Dividing 51 N")).toBe("example");
    expect(
      kindOf("Heat flows from hot to cold bodies. If we push a 5 kg box with 10 N, it speeds up.", "push"),
    ).toBe("example");
  });

  it("end-of-chapter exercises, numbered or not", () => {
    expect(kindOf(TEXTBOOK, "What is the SI unit")).toBe("exercise");
    expect(kindOf(TEXTBOOK, "Explain the difference")).toBe("exercise");
  });

  it("questions in the text", () => {
    expect(kindOf("Why does ice float? Ice is less dense than liquid water.", "Why")).toBe("question");
  });

  it("headings: a title line with no verb opens a section", () => {
    const sentences = read(
      "Cell Structure\nCells are the basic units of life.\n\nThe Nucleus\nThe nucleus holds DNA.",
    );
    expect(sentences.map((s) => [s.kind, s.sectionIndex])).toEqual([
      ["heading", 0],
      ["expository", 0],
      ["heading", 1],
      ["expository", 1],
    ]);
  });

  it("junk sentences are not standalone and not sources", () => {
    for (const s of read(TEXTBOOK)) {
      if (isSource(s)) continue;
      expect(s.standalone, s.text).toBe(false);
    }
  });

  it("sections count Markdown headings that have sentences under them", () => {
    const sections = read(TEXTBOOK).map((s) => s.sectionIndex);
    expect(sections[0]).toBe(0);
    // Objectives, the worked example (a title line), Newton's third law, the review questions.
    expect(Math.max(...sections)).toBe(3);
    expect(sections).toEqual([...sections].sort((a, b) => a - b));
  });

  it("reads block headings by what they name, not by a word inside a topic heading", () => {
    expect(blockKindOf("Review Questions")).toBe("exercise");
    expect(blockKindOf("Hard problems")).toBe(null);
    expect(blockKindOf("Links in the cycle")).toBe(null);
    expect(blockKindOf("Solutions and pH")).toBe(null);
    expect(blockKindOf("Key Terms")).toBe("term-entry");
    expect(blockKindOf("Further reading")).toBe("link");
  });
});

describe("source classifier: input kinds", () => {
  it("a term list gives term entries with their definitions, ':' or ' - ' separated", () => {
    const sentences = read(
      "# Key terms\n\nosmosis: the diffusion of water across a partially permeable membrane\nrouter - a device that forwards packets between networks\nIP address - a number that identifies a device on a network",
    );
    expect(sentences.map((s) => [s.kind, s.definition?.term, s.definition?.definition])).toEqual([
      ["term-entry", "osmosis", "the diffusion of water across a partially permeable membrane"],
      ["term-entry", "router", "a device that forwards packets between networks"],
      ["term-entry", "IP address", "a number that identifies a device on a network"],
    ]);
    expect(sentences.every((s) => s.standalone)).toBe(true);
  });

  it("slides: a bullet with no verb is a fragment, its words still weigh; a 'Term – definition' bullet is an entry", () => {
    const text =
      "Innate immunity\n- Fast, present from birth, not specific\n- Phagocyte – a white blood cell that engulfs pathogens\n- Phagocytes engulf bacteria and destroy them.";
    expect(kindOf(text, "Fast, present")).toBe("fragment");
    expect(kindOf(text, "Phagocyte –")).toBe("term-entry");
    expect(kindOf(text, "Phagocytes engulf")).toBe("expository");
    const analysis = analyseChunk(reader, readableText(text));
    expect(analysis.weight("phagocyte")).toBeGreaterThan(0);
  });

  it("slides: a bullet whose verb wink tags as a noun is a sentence, not a fragment", () => {
    const text =
      "Vaccines\n- A vaccine causes a primary response without the disease\n- Greenhouse gases such as carbon dioxide trap heat in the atmosphere\n- The same current flows through every component\n- Large daily range of temperature";
    expect(kindOf(text, "A vaccine causes")).toBe("expository");
    expect(kindOf(text, "Greenhouse gases")).toBe("expository");
    expect(kindOf(text, "The same current")).toBe("expository");
    expect(kindOf(text, "Large daily range")).toBe("fragment");
  });

  it("slides: imperative step bullets are process steps, not objectives; objectives need their frame", () => {
    const text =
      "## Worked steps\n- State H0 and H1\n- Choose the significance level before collecting data\n- Find the p-value\n\n## Goals\n\nBy the end of this lecture, you will be able to:\n- Define the p-value";
    expect(kindOf(text, "State H0")).toBe("step");
    expect(kindOf(text, "Choose the significance")).toBe("step");
    expect(kindOf(text, "Find the p-value")).toBe("step");
    expect(kindOf(text, "Define the p-value")).toBe("objective");
    expect(isSource({ kind: "step" })).toBe(false);
  });

  it("a 'Label: question?' bullet is no term entry", () => {
    expect(kindOf("- Ask: would data like these be surprising if the claim were true?", "Ask:")).not.toBe(
      "term-entry",
    );
  });

  it("web-clip furniture is link text: provenance, navigation, sharing and breadcrumb lines", () => {
    const text = [
      "Clipped from the Earth Science study site, unit 3.",
      "Saved from the English Literature revision site.",
      "More: Take the rock cycle practice quiz · Back to unit 3",
      "Share this",
      "Related articles",
      "Home › Science › Geology › Rocks",
      "Read more",
      "Igneous rocks form when molten rock cools and becomes solid.",
    ].join("\n\n");
    const got = kinds(text);
    expect(got.slice(0, -1).map(([k]) => k)).toEqual(Array(7).fill("link"));
    expect(got.at(-1)?.[0]).toBe("expository");
  });

  it("a lecture transcript stays expository (no headings, no junk)", () => {
    const text =
      "so um today we're going to talk about memory. the multi-store model is a theory of memory proposed by Atkinson and Shiffrin in 1968. uh short-term memory is a limited store that holds information for about 18 to 30 seconds.";
    expect(kinds(text).map(([k]) => k)).toEqual(["expository", "expository", "expository"]);
  });

  it("an HTML note: tags gone, headings open sections, the table is a table", () => {
    const sentences = read(
      "<h2>Igneous rocks</h2><p>Igneous rock forms when magma cools.</p><h2>Types</h2><table><tr><td>Granite</td><td>intrusive</td></tr></table><p>Basalt is an extrusive igneous rock.</p>",
    );
    expect(sentences.map((s) => [s.kind, s.sectionIndex, s.text])).toEqual([
      ["expository", 0, "Igneous rock forms when magma cools."],
      ["table", 1, "| Granite | intrusive |"],
      ["expository", 1, "Basalt is an extrusive igneous rock."],
    ]);
  });

  it("a Markdown note: emphasis and links gone before classifying, a one-line table stays a table", () => {
    const sentences = read(
      "## Git\n\nA **commit** is a [snapshot](https://git-scm.com) of the repository.\n\n| Command | What it does |\n|---|---|\n| `git add <file>` | stages a change |",
    );
    expect(sentences.map((s) => [s.kind, s.text])).toEqual([
      ["expository", "A commit is a snapshot of the repository."],
      ["table", "| Command | What it does |"],
      ["table", "| git add <file> | stages a change |"],
    ]);
  });
});

describe("lecture talk", () => {
  const talk = (text: string) => isLectureTalk(reader.sentences(text)[0]?.tokens ?? []);
  it("'let's' and 'let us' are lecture talk; 'lets' as a verb and 'the us' (the country) are not", () => {
    expect(talk("so let's start with the flow of energy in a food web.")).toBe(true);
    expect(talk("let us look at the flow of energy in a food web.")).toBe(true);
    expect(talk("the valve opens and lets the water flow into the tank.")).toBe(false);
    expect(talk("nato was a military alliance of the us, canada and western european countries.")).toBe(
      false,
    );
    expect(talk("today we look at the water cycle.")).toBe(true);
  });
});
