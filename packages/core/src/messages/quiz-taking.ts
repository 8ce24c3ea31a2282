// The quiz screen's own labels (issue 15 Deliver 2 and 3; Lectern wording: the spec names the parts of /quiz/{id}
// — timer, progress, flag for review, jump buttons, the submit confirm, results — but not their texts). The
// spec's quoted texts of the same screen are in quizzes.ts.

/** "1, 2 and 5" — question numbers as a sentence lists them. */
function listNumbers(numbers: readonly number[]): string {
  if (numbers.length <= 1) return numbers.join("");
  return `${numbers.slice(0, -1).join(", ")} and ${numbers[numbers.length - 1]}`;
}

export const quizTaking = {
  loading: "Loading quiz...",
  loadFailed: "The quiz could not be loaded. Please try again.",
  questionOf: (n: number, total: number) => `Question ${n} of ${total}`,
  answeredOf: (n: number, total: number) => `${n} of ${total} answered`,
  timeLeft: "Time left",
  timeLow: "Less than 5 minutes left",
  flagForReview: "Flag for review",
  flagged: "Flagged for review",
  questionNumbers: "Questions",
  jumpTo: (n: number, answered: boolean, flagged: boolean) =>
    `Question ${n}${answered ? ", answered" : ", not answered"}${flagged ? ", flagged" : ""}`,
  earlierQuestions: "Earlier questions",
  laterQuestions: "Later questions",
  yourAnswer: "Your answer",
  typeYourAnswer: "Type your answer",
  keyboardHint: "Keys: 1-4 pick an option, arrows move between questions, F flags.",
  confirmTitle: "Submit your quiz?",
  unanswered: (...numbers: number[]) =>
    numbers.length === 1
      ? `Question ${numbers[0]} has no answer yet.`
      : `Questions ${listNumbers(numbers)} have no answer yet.`,
  allAnswered: "Every question has an answer.",
  flaggedStill: (...numbers: number[]) =>
    numbers.length === 1
      ? `Question ${numbers[0]} is flagged for review.`
      : `Questions ${listNumbers(numbers)} are flagged for review.`,
  confirmSubmit: "Submit quiz",
  keepAnswering: "Keep answering",
  timeUp: "Time is up: your quiz was submitted.",
  // Results (Deliver 3)
  resultsHeading: "Quiz results",
  correctOf: (n: number, total: number) => `${n} of ${total} correct`,
  timeTaken: "Time taken",
  review: "Review your answers",
  correctAnswer: "Correct answer",
  notAnswered: "Not answered",
  correct: "Correct",
  incorrect: "Incorrect",
  explanation: "Explanation",
  fromTheNote: "From the note",
  openInNote: "Open in note",
  previousAttempts: "Previous attempts",
  noPreviousAttempts: "This is your first attempt at this quiz.",
} as const;
