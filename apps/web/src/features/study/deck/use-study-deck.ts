// The study deck screen's state (spec 2 §2 /study): decks, today's due plan, quizzes with their attempts, the
// study settings (exam dates), connectivity and the session, all read from the device so it works offline.

import { messages } from "@lectern/core";
import { useEffect, useMemo } from "react";
import { useAuthSession } from "@/data/auth";
import { useSyncStatus } from "@/data/connectivity";
import { useRecords } from "@/data/db";
import { useDecks, useDuePlan, useStudyPreferences } from "@/data/study";
import { notify } from "@/ui/toaster";
import { quizCards } from "./quiz-summary";

export function useStudyDeck() {
  const { user, isPending } = useAuthSession();
  const { online } = useSyncStatus();
  const decks = useDecks();
  const due = useDuePlan();
  const preferences = useStudyPreferences();
  const quizzes = useRecords("quizzes");
  const attempts = useRecords("quiz_attempts");
  const quizList = useMemo(() => quizCards(quizzes ?? [], attempts ?? []), [quizzes, attempts]);
  const failed = decks.failed || due.failed;
  // A signed-out visitor has no device store to wait for (spec 2 §6): the lists are simply empty.
  const signedOut = !isPending && !user;

  // spec 2 §8: 'Failed to load study data' (toast; lists emptied).
  useEffect(() => {
    if (failed) notify.error(messages.study.loadFailed, { id: "study-load-failed" });
  }, [failed]);

  return {
    signedOut,
    online,
    decks: failed ? [] : decks.decks,
    decksLoading: !signedOut && decks.loading,
    dueCount: failed ? 0 : due.plan.due.length,
    heldBack: failed ? 0 : due.plan.heldBack,
    examDates: preferences.exam_dates,
    quizzes: quizList,
    quizzesLoading: !signedOut && (quizzes === undefined || attempts === undefined),
  };
}

export type StudyDeckState = ReturnType<typeof useStudyDeck>;
