import type { ChunkBase, FlashcardsChunkInput, QuestionsChunkInput, SourceNote } from "@lectern/generator";

/** Said to the model on every call: grounding is how Lectern keeps invented material out (DESIGN §6). */
export const SYSTEM_PROMPT = [
  "You write study material for a student from their own notes.",
  "Use only what the given text says; never add facts from elsewhere.",
  'Every item you write has a "source": the passage of the text it is based on, copied word for word',
  "(one or two whole sentences, exactly as they appear, no paraphrase).",
  "Items whose source cannot be found in the text are thrown away.",
  "Answer with JSON only, in the shape asked for.",
].join(" ");

const QUIZ_TYPE_RULES: Record<QuestionsChunkInput["quizType"], string> = {
  "multiple-choice": 'Every question is "multiple-choice".',
  "true-false": 'Every question is "true-false".',
  "short-answer": 'Every question is "short-answer".',
  mixed: 'Mix the types "multiple-choice", "true-false" and "short-answer".',
};

function textBlock({ noteTitle, chunkContent, chunkIndex, totalChunks }: ChunkBase): string {
  const part = totalChunks > 1 ? ` (part ${chunkIndex + 1} of ${totalChunks})` : "";
  return `Note title: ${noteTitle || "Untitled"}${part}\n\nText:\n"""\n${chunkContent}\n"""`;
}

export function questionsPrompt(input: QuestionsChunkInput): string {
  const topics = input.selectedTopics.length
    ? `Favour these topics where the text covers them: ${input.selectedTopics.join(", ")}.`
    : "";
  return [
    `Write ${input.numQuestions} quiz question${input.numQuestions === 1 ? "" : "s"} about the text below.`,
    QUIZ_TYPE_RULES[input.quizType],
    'A "multiple-choice" question has 4 different options of the same kind, exactly one of them equal to',
    'correctAnswer. A "true-false" question has the options ["True", "False"] and correctAnswer "True" or',
    '"False". A "short-answer" question has options [] and a correctAnswer of a few words.',
    "The question must not contain its answer. The explanation says in one sentence why the answer is right.",
    topics,
    'Answer as {"questions": [{"type", "question", "options", "correctAnswer", "explanation", "source"}]}.',
    "",
    textBlock(input),
  ]
    .filter((line) => line !== "")
    .join("\n");
}

export function flashcardsPrompt(input: FlashcardsChunkInput): string {
  const difficulty =
    input.difficulty === "mixed"
      ? 'Give each card the difficulty "easy", "medium" or "hard" that fits it.'
      : `Make every card "${input.difficulty}".`;
  return [
    `Write up to ${input.maxCards} flashcard${input.maxCards === 1 ? "" : "s"} about the text below.`,
    "The front is a question or a term; the back is its answer or definition, and must not appear on the front.",
    "No two cards ask the same thing.",
    difficulty,
    'Answer as {"flashcards": [{"front", "back", "difficulty", "category", "source"}]}.',
    "",
    textBlock(input),
  ].join("\n");
}

export function summaryPrompt(note: SourceNote, content: string): string {
  return [
    "Summarise the note below for a student.",
    "overview: two to four sentences on what the note is about.",
    "keyPoints: the three to seven most important points, one short sentence each.",
    'complexity: "easy", "medium" or "hard" for a student reading it.',
    'Answer as {"overview", "keyPoints", "complexity"}.',
    "",
    textBlock({ noteTitle: note.title, chunkContent: content, chunkIndex: 0, totalChunks: 1 }),
  ].join("\n");
}

export const ENHANCE_SYSTEM_PROMPT = [
  "You clean up a student's lecture notes and transcripts.",
  "Fix punctuation and capitalisation, remove filler words (um, uh, you know, like, so yeah),",
  "split the text into paragraphs and add short Markdown headings (## …) where the topic changes.",
  "Keep every fact and the student's wording otherwise; add nothing new.",
  "Answer with the improved text only, no preface and no code fences.",
].join(" ");

export function enhancePrompt(input: ChunkBase): string {
  return textBlock(input);
}
