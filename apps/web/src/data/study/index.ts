// The device's study data (issue 14): reviews, sessions and settings written like every synced record; counts,
// schedules, decks and the due plan derived on the device by core's rules, for offline study.

export {
  type DeckCardsState,
  type DecksState,
  DUE_REFRESH_MS,
  type DuePlanState,
  useDeckCards,
  useDecks,
  useDuePlan,
  useStudyPreferences,
} from "./hooks";
export {
  type DeckCards,
  loadDeckCards,
  loadDecks,
  loadDuePlan,
  type StudyCard,
  startOfLocalDay,
  warmStudyData,
} from "./reads";
export { readStudyPreferences, rederiveCards } from "./rederive";
export { rederivePulledChanges } from "./rederive-pulled";
export {
  recordReview,
  type StudyPreferencesPatch,
  type StudySessionInput,
  StudyWriteError,
  type StudyWriteOptions,
  saveStudyPreferences,
  saveStudySession,
  setExamDate,
} from "./writes";
