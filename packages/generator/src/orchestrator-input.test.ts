import { messages, normaliseWhitespace } from "@lectern/core";
import { describe, expect, it } from "vitest";
import { readableText } from "./local/input.ts";
import { createLocalProvider } from "./local/provider.ts";
import { fakeProvider } from "./orchestrator.test-support.ts";
import { generateStudyMaterial } from "./orchestrator.ts";

// issue 16 §5: every provider and the quality pass read the same reduced text, and the local engine refuses a
// note that is not in English.

const FRENCH = {
  title: "Digestion",
  content:
    "La digestion est l'ensemble des transformations que subissent les aliments pour être absorbés par " +
    "l'organisme. Elle commence dans la bouche, où les dents broient les aliments et où la salive contient " +
    "une enzyme qui découpe l'amidon en sucres plus simples. L'estomac poursuit le travail avec ses sucs acides.",
};

const HTML_NOTE = {
  title: "Rocks",
  content: `<h1>The rock cycle</h1>
<p><strong>Igneous rock</strong> is rock that forms when <em>magma</em> or lava cools and solidifies.</p>
<p>Sedimentary rock is rock that forms when layers of sediment are compacted and cemented over time.</p>
<ul><li>Metamorphic rock is rock that forms when existing rock is changed by heat and pressure.</li>
<li>Weathering is the breaking down of rock into smaller pieces by wind, water and ice.</li></ul>
<p>Erosion is the movement of weathered pieces of rock from one place to another by <a href="https://x.org">water</a>.</p>`,
};

const MARKDOWN_NOTE = {
  title: "Forces",
  content: `## Newton's laws

**Inertia** is the tendency of an object to resist a change in its motion.

- *Mass* is the amount of matter in an object, measured in kilograms.
- A [force](https://example.org/force) is a push or a pull that acts on an object.

Friction is a force that opposes the motion of one surface across another surface.`,
};

/** Tags and inline Markdown: never in what a provider reads (headings stay as '# ' lines, input.ts). */
const MARKUP = /<\/?[a-z]+[^>]*>|\*\*|\]\(/i;
/** …and never in an item, headings included. */
const TAG_OR_SYNTAX = new RegExp(`${MARKUP.source}|^#+ `, "im");

describe("generateStudyMaterial reads the note as text (HTML and Markdown reduced)", () => {
  it("hands every provider the reduced text, never tags", async () => {
    const provider = fakeProvider();
    await generateStudyMaterial(provider, "flashcards", HTML_NOTE, { count: 2 });
    for (const input of provider.inputs) expect(input.chunkContent).not.toMatch(MARKUP);
    expect(provider.inputs[0]?.chunkContent).toContain("Igneous rock is rock that forms when magma");
  });

  for (const note of [HTML_NOTE, MARKDOWN_NOTE]) {
    it(`the local engine's items from a ${note.title} note are grounded and carry no markup`, async () => {
      const provider = createLocalProvider();
      const cards = await generateStudyMaterial(provider, "flashcards", note, { count: 6 });
      const quiz = await generateStudyMaterial(provider, "quiz", note, { count: 4 });
      if (cards.kind !== "flashcards" || quiz.kind !== "quiz") throw new Error("wrong kinds");
      expect(cards.flashcards.length).toBeGreaterThan(0);
      expect(quiz.questions.length).toBeGreaterThan(0);
      expect(cards.dropped.ungrounded).toBe(0);
      expect(quiz.dropped.ungrounded).toBe(0);
      const read = normaliseWhitespace(readableText(note.content));
      for (const item of [...cards.flashcards, ...quiz.questions]) {
        expect(read).toContain(normaliseWhitespace(item.source));
        expect(JSON.stringify(item)).not.toMatch(TAG_OR_SYNTAX);
      }
    });
  }

  it("a note that is only markup is empty", async () => {
    await expect(
      generateStudyMaterial(fakeProvider(), "quiz", { title: "x", content: "<div><br/></div>" }),
    ).rejects.toThrow(messages.generation.noteContentEmpty);
  });
});

describe("generateStudyMaterial and the note's language", () => {
  it("the local engine refuses a French note for every kind, before any chunk is read", async () => {
    const provider = createLocalProvider();
    for (const kind of ["quiz", "flashcards", "summary", "enhance"] as const) {
      await expect(generateStudyMaterial(provider, kind, FRENCH)).rejects.toThrow(
        messages.generation.builtInEngineEnglishOnly,
      );
    }
  });

  it("a provider that takes any language (an LLM) gets the French note", async () => {
    const provider = fakeProvider();
    const result = await generateStudyMaterial(provider, "quiz", FRENCH, { count: 2 });
    expect(result.kind === "quiz" && result.questions.length).toBe(2);
  });
});
