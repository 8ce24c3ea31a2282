import { newId } from "@lectern/core";
import { describe, expect, it } from "vitest";
import { requestBody } from "./server-api";

const note = { id: newId(), title: "Cells", content: "Cells are the unit of life.", tags: [] };

describe("requestBody: the run's request id travels with the calls that save (issue 13)", () => {
  const requestId = newId();

  it("is sent by flashcards, quiz and summary", () => {
    expect(
      requestBody({ kind: "flashcards", note, maxCards: 5, difficulty: "mixed", requestId }),
    ).toMatchObject({
      requestId,
      maxCards: 5,
    });
    expect(
      requestBody({
        kind: "quiz",
        note,
        numQuestions: 5,
        quizType: "mixed",
        selectedTopics: [],
        timeLimit: 10,
        requestId,
      }),
    ).toMatchObject({ requestId, numQuestions: 5, timeLimit: 10 });
    expect(requestBody({ kind: "summary", note, requestId })).toEqual({ note, requestId });
  });

  it("is not sent by enhance (nothing is saved) nor when the request has none", () => {
    expect(requestBody({ kind: "enhance", note, requestId })).toEqual({ note });
    expect(requestBody({ kind: "summary", note })).toEqual({ note });
  });
});
