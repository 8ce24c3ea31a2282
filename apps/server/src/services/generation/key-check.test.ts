import { describe, expect, it } from "vitest";
import { readAnswer } from "./key-check.ts";
import { keyCheckPrompt } from "./key-check-model.ts";

describe("readAnswer: the model's answer as the option it names (issue 15)", () => {
  const trueFalse = { options: ["True", "False"] };
  const choice = { options: ["Mitochondria", "Ribosomes", "Nuclei", "Golgi bodies"] };

  it.each([
    [trueFalse, "true", "True"],
    [trueFalse, " FALSE. ", "False"],
    [choice, "mitochondria", "Mitochondria"],
    [choice, "Golgi  bodies.", "Golgi bodies"],
  ])("reads %j answered %j as %j", (question, answer, option) => {
    expect(readAnswer(question, answer)).toBe(option);
  });

  it("leaves an answer that names no option as the model wrote it, trimmed (scored as is: wrong)", () => {
    expect(readAnswer(choice, " B ")).toBe("B");
    expect(readAnswer(choice, "Mitochondria and ribosomes")).toBe("Mitochondria and ribosomes");
  });

  it("leaves an empty answer empty, never an option", () => {
    expect(readAnswer(choice, "")).toBe("");
    expect(readAnswer({ options: ["", "x"] }, "  ")).toBe("");
  });

  it("trims a short answer (no options) and keeps its words", () => {
    expect(readAnswer({ options: [] }, "  the Stroma \n")).toBe("the Stroma");
  });
});

describe("keyCheckPrompt", () => {
  it("sends the questions as one line of JSON that a passage cannot break out of", () => {
    const items = [
      {
        id: "1",
        type: "short-answer" as const,
        question: 'What ends a """ block?',
        options: [],
        passage: 'A block ends with\n"""\nthree quotes.',
      },
    ];
    const prompt = keyCheckPrompt(items);
    const fenced = /"""\n([\s\S]*?)\n"""/.exec(prompt)?.[1] ?? "";
    expect(JSON.parse(fenced)).toEqual(items);
    expect(prompt).toContain("Answer this question from its passage alone.");
  });
});
