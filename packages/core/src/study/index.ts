// The study rules of issue 14 (spec 1 §3, §7, §9; spec 2 §2–§9): schedules, counts, decks and the due plan, each
// one pure function shared by the server and the device.

export * from "./decks.ts";
export * from "./due.ts";
export * from "./fsrs.ts";
export * from "./history.ts";
export * from "./preferences.ts";
export * from "./schedule.ts";
export * from "./stats.ts";
// FlashcardDeck is also the name of the deck payload schema's type (schemas/derived.ts), which buildDecks's decks
// satisfy; the root exports that one, and this narrower shape stays available as StudyDeck.
export type {
  CardSchedule,
  CardStats,
  DeckCategory,
  DuePlan,
  FlashcardDeck as StudyDeck,
  ReviewLogItem,
  ScheduleOptions,
  SchedulerName,
} from "./types.ts";
