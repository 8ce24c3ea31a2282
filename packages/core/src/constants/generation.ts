// AI generation: chunking, generator defaults and the quiz difficulty estimate — spec 1 §9.

/** A note is sent to the generator in chunks of at most 8000 characters (spec 1 §9). */
export const AI_CHUNK_CHARS = 8000;
/** At most 10 chunks per note; text beyond them is not sent (spec 1 §9). */
export const AI_MAX_CHUNKS = 10;
/** Pause between two chunk calls (spec 1 §9). */
export const AI_CHUNK_PAUSE_MS = 1000;

/** Questions the quiz generator makes when the request does not say (spec 1 §9). */
export const GENERATOR_DEFAULT_QUESTIONS = 5;
/** Flashcards the generator makes when the request does not say (spec 1 §9). */
export const GENERATOR_DEFAULT_FLASHCARDS = 10;
/** Quiz type the generator uses when the request does not say (spec 1 §9). */
export const GENERATOR_DEFAULT_QUIZ_TYPE = "mixed";
/** Flashcard difficulty the generator uses when the request does not say (spec 1 §9). */
export const GENERATOR_DEFAULT_DIFFICULTY = "mixed";

/**
 * Quiz difficulty from the note's text (spec 1 §9): hard if the average word length is over 6 or the
 * average sentence is over 20 words; medium if over 4 or over 15; else easy. "Over" is strict.
 */
export const QUIZ_DIFFICULTY_THRESHOLDS = {
  hard: { avgWordLength: 6, avgSentenceWords: 20 },
  medium: { avgWordLength: 4, avgSentenceWords: 15 },
} as const;

/**
 * Words per minute behind a summary's reading time (Lectern's choice; the spec gives none): 200, a common
 * figure for careful reading of study material.
 */
export const READING_WORDS_PER_MINUTE = 200;
