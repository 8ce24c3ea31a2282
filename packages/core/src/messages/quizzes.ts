// Quiz setup and quiz taking — spec 2 §2, §4, §5, §8.

export const quizzes = {
  // Setup validation (spec 2 §5)
  selectNote: "Please select a note to generate quiz from",
  noteDataNotFound: "Selected note data not found",
  ownNotesOnly: "You can only create quizzes from your own notes.",
  noteContentNotFound: "Note content not found. Please ensure the note has content before generating a quiz.",
  signInToCreate: "Please sign in to create quizzes.",
  generateAiQuiz: "Generate AI Quiz",
  generated: "Quiz generated successfully!",
  /** Issue 15: questions the answer-key check left out of a generated quiz (said only when n > 0). */
  questionsDropped: (n: number) =>
    n === 1
      ? "1 question was dropped because its answer could not be checked"
      : `${n} questions were dropped because their answers could not be checked`,
  // Taking (spec 2 §2, §4, §8)
  notFound: "Quiz not found",
  notFoundDescription: "The quiz you're looking for doesn't exist.",
  notFoundOffline: "Quiz not found in offline storage. Please connect to the internet to load this quiz.",
  saveResultsFailed: "Failed to save quiz results",
  previous: "Previous",
  next: "Next",
  submit: "Submit",
  retakeQuiz: "Retake Quiz",
  backToStudyDeck: "Back to Study Deck",
  createNewQuiz: "Create New Quiz",
} as const;
