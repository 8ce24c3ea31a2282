// Study deck and flashcard study — spec 2 §2, §4, §5, §6, §8.

export const study = {
  loadFailed: "Failed to load study data",
  tabFlashcards: "Flashcards",
  tabQuizzes: "Quizzes",
  tabMockTests: "Mock Tests",
  startQuiz: "Start Quiz",
  createQuiz: "Create Quiz",
  signInToTakeQuizzes: "Please sign in to take quizzes.",
  signInToStudyFlashcards: "Please sign in to study flashcards.",
  /** Title of the deck of cards without a note (spec 2 §2: /flashcard-study/uncategorized_flashcards). */
  uncategorizedDeckTitle: "Uncategorized Flashcards",
} as const;

export const flashcards = {
  invalidDeckId: (id: string) => `Invalid deck ID: ${id}`,
  noDue: "No flashcards due for review. Check back later or create some flashcards!",
  noOffline: "No flashcards available offline. Connect to the internet to load more flashcards.",
  noUncategorized: "No uncategorized flashcards found...",
  noneForDeck: "No flashcards found for this deck",
  loadFailed: "Failed to load flashcards. Please try again.",
  statsUpdateFailed: "Failed to update flashcard stats",
  sessionSaveFailed: "Failed to save study session",
  createFailed: "Failed to create flashcards. Please try again.",
  flashcardsCreated: (n: number, provider: string) =>
    `Created ${n} flashcards using ${provider} and saved to your study deck!`,
  correct: "Correct",
  incorrect: "Incorrect",
  shuffle: "Shuffle",
  restart: "Restart",
  studyAgain: "Study Again",
} as const;
