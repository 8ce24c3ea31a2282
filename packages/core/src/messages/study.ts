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
  /** A study session's deck in Recent Activity (issue 17): the due-cards deck, and a deck that is neither a note nor named. */
  dueDeckTitle: "Due cards",
  otherDeckTitle: "Flashcards",
  // The study deck screen's own labels (issue 14; Lectern wording, the spec names the parts but not the texts).
  heading: "Study Deck",
  intro: "Review your flashcards and take quizzes made from your notes.",
  signedOutBanner: "Sign in to study your flashcards and take quizzes.",
  signIn: "Sign in",
  offlineNotice:
    "You are offline. Your decks and quizzes on this device are still here; reviews sync when you reconnect.",
  dueCount: (n: number) => (n === 1 ? "1 flashcard due for review" : `${n} flashcards due for review`),
  heldBack: (n: number) => `${n} held back for the next days`,
  reviewDue: "Review now",
  noDecks: "No flashcard decks yet. Create flashcards from a note to start studying.",
  goToNotes: "Go to Notes",
  cardCount: (n: number) => (n === 1 ? "1 card" : `${n} cards`),
  progressLabel: (title: string) => `Progress of ${title}`,
  lastStudied: "Last studied",
  never: "Never",
  examOn: (date: string) => `Exam ${date}`,
  difficulty: "Difficulty",
  studyDeck: (title: string) => `Study ${title}`,
  noQuizzes: "No quizzes yet. Create one from a note.",
  bestScore: (n: number) => `Best score ${n}%`,
  questionCount: (n: number) => (n === 1 ? "1 question" : `${n} questions`),
  timeLimit: (minutes: number) => `${minutes} min`,
  attempts: (n: number) => (n === 1 ? "1 attempt completed" : `${n} attempts completed`),
  mockTestTitle: (n: number) => `Sample test ${n}`,
  mockTestDetails: (questions: number, minutes: number) => `${questions} questions · ${minutes} minutes`,
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

/** Lectern wording (issue 16 §7): the Enhance Content dialog, which shows what the enhanced text changed. */
export const enhance = {
  title: "Enhanced content",
  /** `by` is the provider's label ('the built-in generator' or the model's name), never its id. */
  review: (by: string) =>
    `Cleaned up by ${by}. Review the changes, then apply them to replace the note's content, or discard them.`,
  noChangesNeeded: "No changes needed",
  noChangesDetail: (by: string) => `Checked by ${by}: the note reads well as it is.`,
  wordChanges: (added: number, removed: number) =>
    `${added === 1 ? "1 word" : `${added} words`} added, ${removed} removed`,
  changesTab: "Changes",
  tooLongToCompare:
    "This note is too long to show the changes word by word. Read the enhanced text before applying it.",
  resultTab: "Enhanced text",
  added: "Added",
  removed: "Removed",
} as const;
