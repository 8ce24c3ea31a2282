// The quality gate's own checks (bench/support/generator-checks.ts), pinned one rule at a time: the property
// tests and the bench's table are only as good as these.
import { describe, expect, it } from "vitest";
import {
  blockKindAt,
  type CheckedItem,
  exerciseCoverage,
  isFillInTheBlank,
  isVariantOfKey,
  itemId,
  junkKindAt,
  junkSourceKind,
  keyWordsOutsideSource,
  locate,
  variantDistractors,
} from "../../../bench/support/generator-checks.ts";

const item = (over: Partial<CheckedItem>): CheckedItem => ({
  kind: "card",
  prompt: "What is weight?",
  key: "The gravitational force acting on an object.",
  options: [],
  source: "Weight is the gravitational force acting on an object.",
  ...over,
});

describe("itemId", () => {
  it("is stable for the same item and changes with its prompt, key or options, not their order", () => {
    const a = item({ kind: "multiple-choice", options: ["mass", "weight", "force", "speed"] });
    expect(itemId(a)).toBe(itemId({ ...a }));
    expect(itemId({ ...a, options: ["weight", "mass", "speed", "force"] })).toBe(itemId(a));
    expect(itemId({ ...a, key: "weight" })).not.toBe(itemId(a));
    expect(itemId({ ...a, prompt: "What is mass?" })).not.toBe(itemId(a));
    expect(itemId({ ...a, kind: "short-answer" })).not.toBe(itemId(a));
  });
});

describe("keyWordsOutsideSource", () => {
  it("finds nothing when every content word of the key is in the source (plural, possessive)", () => {
    expect(keyWordsOutsideSource(item({}))).toEqual([]);
    expect(
      keyWordsOutsideSource(item({ key: "Watt", source: "After 1781 Watt's engines turned wheels." })),
    ).toEqual([]);
    expect(keyWordsOutsideSource(item({ key: "forces", source: "A force acts on the cart." }))).toEqual([]);
  });
  it("names the key's words that the source lacks", () => {
    expect(keyWordsOutsideSource(item({ key: "The weight of the Moon" }))).toEqual(["moon"]);
  });
  it("does not judge a true/false key", () => {
    expect(keyWordsOutsideSource(item({ kind: "true-false", key: "False" }))).toEqual([]);
  });
});

describe("isVariantOfKey", () => {
  it("catches the same stems and one phrase inside the other", () => {
    expect(isVariantOfKey("Forces", "Force")).toBe(true);
    expect(isVariantOfKey("friction", "kinetic friction")).toBe(true);
    expect(isVariantOfKey("the Golgi apparatus", "Golgi apparatus")).toBe(true);
  });
  it("takes plural and verb endings as the same word", () => {
    expect(isVariantOfKey("boxes", "box")).toBe(true);
    expect(isVariantOfKey("forced", "force")).toBe(true);
    expect(isVariantOfKey("classes", "class")).toBe(true);
  });
  it("lets a different thing of the same kind through", () => {
    expect(isVariantOfKey("static friction", "kinetic friction")).toBe(false);
    expect(isVariantOfKey("mass", "weight")).toBe(false);
  });
  it("lists a multiple-choice item's variant distractors", () => {
    const q = item({ kind: "multiple-choice", key: "force", options: ["force", "forces", "mass", "speed"] });
    expect(variantDistractors(q)).toEqual(["forces"]);
  });
});

describe("isFillInTheBlank", () => {
  it("knows the blank and the 'Fill in the blank' wording", () => {
    expect(isFillInTheBlank({ prompt: "Fill in the blank: _____ is the SI unit of force." })).toBe(true);
    expect(isFillInTheBlank({ prompt: "The _____ is the SI unit of force." })).toBe(true);
    expect(isFillInTheBlank({ prompt: "What is the SI unit of force?" })).toBe(false);
  });
});

describe("locate", () => {
  it("finds a passage past HTML tags and Markdown link targets", () => {
    const note = "<p>The <strong>rock cycle</strong> is a set of processes.</p>";
    expect(locate(note, "The rock cycle is a set of processes.")).toEqual({
      start: note.indexOf("The"),
      end: note.indexOf("processes") + "processes".length,
    });
    expect(
      locate("See the [Git book](https://git-scm.com/book) for more.", "See the Git book for more"),
    ).not.toBeNull();
    expect(locate("Nothing here.", "Something else")).toBeNull();
  });
});

const TEXTBOOK = [
  "# 4.3 Newton's Second Law",
  "",
  "## Learning Objectives",
  "",
  "By the end of this section, you will be able to:",
  "",
  "- Define net force, external force, and system.",
  "",
  "## Force and Mass",
  "",
  "The net force is the vector sum of all external forces. See the [video](https://example.org) for more.",
  "Figure 4.5: A student pushes a cart across a floor.",
  "| Force | F | newton (N) |",
  "Read the full text of Newton's Principia, Book I.",
  '<p>More: <a href="https://example.org">Take the quiz</a></p>',
  "",
  "## Example 4.1 Pushing a Lawn Mower",
  "",
  "Solution: Dividing 51 N by 24 kg gives about 2.1 metres per second squared.",
  "",
  "## Review Questions",
  "",
  "1. State Newton's second law of motion.",
].join("\n");

const kindOf = (passage: string) => junkSourceKind(TEXTBOOK, passage);
const blockOf = (passage: string) => blockKindAt(TEXTBOOK, locate(TEXTBOOK, passage)?.start ?? -1);

describe("junk source classes (own regexes over the note's line)", () => {
  it("keeps an expository sentence", () => {
    expect(kindOf("The net force is the vector sum of all external forces.")).toBeNull();
  });
  it("knows headings, captions, table rows, objectives, links and instructions", () => {
    expect(kindOf("Force and Mass")).toBe("heading");
    expect(kindOf("Figure 4.5: A student pushes a cart across a floor.")).toBe("caption");
    expect(kindOf("Force F newton N")).toBe("table");
    expect(kindOf("Define net force, external force, and system.")).toBe("objective");
    expect(kindOf("By the end of this section, you will be able to:")).toBe("objective");
    expect(kindOf("See the video for more.")).toBe("link");
    expect(kindOf("More: Take the quiz")).toBe("link");
    expect(kindOf("Read the full text of Newton's Principia, Book I.")).toBe("instruction");
  });
  it("takes the first line of a note without a sentence end as a title", () => {
    expect(junkKindAt("Chemistry lab vocabulary\n\nA beaker is a glass container.", 0)).toBe("heading");
  });
  it("tells worked examples and exercises apart from the text around them", () => {
    expect(blockOf("Dividing 51 N by 24 kg gives about 2.1 metres per second squared.")).toBe("example");
    expect(blockOf("State Newton's second law of motion.")).toBe("exercise");
    expect(blockOf("The net force is the vector sum of all external forces.")).toBeNull();
  });
});

describe("exerciseCoverage", () => {
  const exercise = {
    question: "Why is it harder to start a crate?",
    keyPhrases: ["static friction", "kinetic|sliding"],
  };
  it("is covered when one item holds every key phrase (a stem or an alternative will do)", () => {
    const items = [
      { prompt: "How does static friction compare with kinetic friction?", key: "It is larger." },
    ];
    expect(exerciseCoverage(exercise, items)).toBe("covered");
    expect(
      exerciseCoverage({ question: "", keyPhrases: ["condens"] }, [{ prompt: "Condensation", key: "" }]),
    ).toBe("covered");
  });
  it("is partly covered when the best item holds some, and not covered when none does", () => {
    expect(exerciseCoverage(exercise, [{ prompt: "What is static friction?", key: "A force." }])).toBe(
      "partly",
    );
    expect(exerciseCoverage(exercise, [{ prompt: "What is mass?", key: "Matter." }])).toBe("not covered");
  });
});
