import { createLocalProvider, generateStudyMaterial } from "@lectern/generator";
import { describe, expect, it } from "vitest";

// Issue 21 Deliver 2: "The generator reads the plain text (no Markdown syntax leaks into cards), and math in a card
// renders." The local engine's cards and questions from a rich Markdown note carry no emphasis, code ticks, link
// syntax or heading markers; math stays "$…$", which the card's Markdown view renders with KaTeX.

const NOTE = {
  title: "Energy",
  content: `# Work and energy

**Kinetic energy** is the energy an object has because of its motion, written $E_k = \\frac{1}{2}mv^2$.

- *Potential energy* is the energy an object stores because of its position in a field.
- A [joule](https://example.org/joule) is the unit of energy used in physics and chemistry.

| Quantity | Unit |
|---|---|
| Power | watt |

Power is the rate at which work is done, and the \`watt\` is the unit of power in the metric system.

\`\`\`python
energy = 0.5 * m * v ** 2
\`\`\`

Friction is a force that turns kinetic energy into heat when two surfaces rub against each other.`,
};

const SYNTAX = /\*\*|`|\]\(|^#+ |^\|?-{3}/m;

describe("cards generated from a Markdown note", () => {
  it("carry no Markdown syntax", async () => {
    const provider = createLocalProvider();
    const cards = await generateStudyMaterial(provider, "flashcards", NOTE, { count: 8 });
    const quiz = await generateStudyMaterial(provider, "quiz", NOTE, { count: 5 });
    if (cards.kind !== "flashcards" || quiz.kind !== "quiz") throw new Error("wrong kinds");
    expect(cards.flashcards.length).toBeGreaterThan(0);
    expect(quiz.questions.length).toBeGreaterThan(0);
    for (const card of cards.flashcards) {
      expect(card.front, card.front).not.toMatch(SYNTAX);
      expect(card.back, card.back).not.toMatch(SYNTAX);
    }
    for (const question of quiz.questions) {
      expect(question.question, question.question).not.toMatch(SYNTAX);
      for (const option of question.options ?? []) expect(option).not.toMatch(SYNTAX);
    }
  });
});
