import { describe, expect, it } from "vitest";
import { quizCards } from "./quiz-summary";

const quiz = (id: string, created_at: string) => ({
  id,
  title: `Quiz: ${id}`,
  difficulty: "medium" as const,
  questions: [{}, {}, {}] as never[],
  time_limit: 15,
  created_at,
});

describe("quiz cards (spec 2 §2)", () => {
  it("counts attempts, shows the best score only above 0, newest quiz first", () => {
    const cards = quizCards(
      [quiz("a", "2026-03-01T10:00:00.000Z"), quiz("b", "2026-03-02T10:00:00.000Z")],
      [
        { quiz_id: "a", score: 40 },
        { quiz_id: "a", score: 85 },
        { quiz_id: "b", score: 0 },
      ],
    );
    expect(cards.map((c) => [c.id, c.attempts, c.bestScore, c.questionCount, c.timeLimit])).toEqual([
      ["b", 1, null, 3, 15],
      ["a", 2, 85, 3, 15],
    ]);
  });
});
