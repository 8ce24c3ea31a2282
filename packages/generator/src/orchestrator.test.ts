import { AI_CHUNK_PAUSE_MS, distributeCount, messages, splitIntoChunks } from "@lectern/core";
import { describe, expect, it } from "vitest";
import { fakeProvider, longNote } from "./orchestrator.test-support.ts";
import { generateStudyMaterial } from "./orchestrator.ts";
import type { GenerationProgress } from "./types.ts";

// spec 1 §9's shares are what a remote provider is asked (a pause-free one is asked by length: spread.ts).
const remote = () => fakeProvider({ pause: 1 });
const noSleep = async () => {};

describe("generateStudyMaterial: chunking, counts, progress and pauses (spec 1 §9)", () => {
  it("asks each chunk for its share of the count, remainder to the first, and reports progress per chunk", async () => {
    const note = longNote(5); // 3 chunks: 2 + 2 + 1 paragraphs
    expect(splitIntoChunks(note.content)).toHaveLength(3);
    const provider = remote();
    const progress: GenerationProgress[] = [];
    const result = await generateStudyMaterial(
      provider,
      "quiz",
      note,
      { count: 10 },
      { onProgress: (p) => progress.push(p), sleep: noSleep },
    );
    expect(provider.calls).toEqual(["questions 0/3 n=4", "questions 1/3 n=3", "questions 2/3 n=3"]);
    expect(progress).toEqual([
      { current: 1, total: 3 },
      { current: 2, total: 3 },
      { current: 3, total: 3 },
    ]);
    expect(result.kind === "quiz" && result.questions.map((q) => q.id)).toEqual(
      Array.from({ length: 10 }, (_, i) => `q${i + 1}`),
    );
    expect(result.kind === "quiz" && result.chunks).toBe(3);
  });

  it("skips chunks whose share is zero but still reports their progress", async () => {
    const provider = remote();
    const progress: number[] = [];
    await generateStudyMaterial(
      provider,
      "flashcards",
      longNote(5),
      { count: 2 },
      { onProgress: (p) => progress.push(p.current), sleep: noSleep },
    );
    expect(distributeCount(2, 3)).toEqual([1, 1, 0]);
    expect(provider.calls).toEqual(["flashcards 0/3 n=1", "flashcards 1/3 n=1"]);
    expect(progress).toEqual([1, 2, 3]);
  });

  it("pauses between chunk calls only for providers that ask for it, never before the first", async () => {
    const slept: number[] = [];
    const sleep = async (ms: number) => {
      slept.push(ms);
    };
    const remote = fakeProvider({ pause: AI_CHUNK_PAUSE_MS });
    await generateStudyMaterial(remote, "quiz", longNote(5), { count: 6 }, { sleep });
    expect(slept).toEqual([AI_CHUNK_PAUSE_MS, AI_CHUNK_PAUSE_MS]);
    slept.length = 0;
    await generateStudyMaterial(fakeProvider(), "quiz", longNote(5), { count: 6 }, { sleep });
    expect(slept).toEqual([]);
  });

  it("really waits with the default timer", async () => {
    const remote = fakeProvider({ pause: 30 });
    const start = Date.now();
    await generateStudyMaterial(remote, "enhance", longNote(3), {});
    expect(Date.now() - start).toBeGreaterThanOrEqual(25);
  });

  it("uses the spec's defaults: 5 questions, 10 flashcards, mixed type and difficulty", async () => {
    const provider = remote();
    await generateStudyMaterial(provider, "quiz", longNote(1), {}, { sleep: noSleep });
    await generateStudyMaterial(provider, "flashcards", longNote(1), {}, { sleep: noSleep });
    expect(provider.inputs[0]).toMatchObject({ numQuestions: 5, quizType: "mixed", selectedTopics: [] });
    expect(provider.inputs[1]).toMatchObject({ maxCards: 10, difficulty: "mixed" });
  });

  it("refuses empty content with the spec's message before calling the provider", async () => {
    const provider = fakeProvider();
    await expect(
      generateStudyMaterial(provider, "quiz", { title: "Empty", content: " \n " }, {}),
    ).rejects.toThrow(messages.generation.noteContentEmpty);
    expect(provider.calls).toEqual([]);
  });

  it("stops between chunks when the signal is aborted", async () => {
    const signal = { aborted: false };
    const provider = remote();
    const run = generateStudyMaterial(
      provider,
      "quiz",
      longNote(5),
      { count: 6 },
      {
        signal,
        sleep: noSleep,
        onProgress: (p) => {
          if (p.current === 2) signal.aborted = true;
        },
      },
    );
    await expect(run).rejects.toThrow("Generation was cancelled");
    expect(provider.calls).toEqual(["questions 0/3 n=2"]);
  });
});
