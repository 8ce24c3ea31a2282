// The quiz screen's read (spec 2 §4 quiz loading): a live read of the device's store, so a sync or a new
// attempt re-renders it; when the store has no such quiz, the server is asked once (online), and what it sends
// lands in the store, which the live read then shows.

import { useLiveQuery } from "dexie-react-hooks";
import { useEffect, useRef, useState } from "react";
import { useSyncStatus } from "../connectivity/status";
import { useCurrentDatabase } from "../db/hooks";
import { type QuizWithAttempts, readStoredQuiz } from "./reads";
import { fetchRemoteQuiz, type RemoteQuizFailure } from "./remote";

export type QuizState =
  | { status: "loading" }
  | { status: "ready"; quiz: QuizWithAttempts["quiz"]; attempts: QuizWithAttempts["attempts"] }
  /** Not on the device and the server has none of the user's with this id (spec 2 §8 'Quiz not found'). */
  | { status: "not-found" }
  /** Not on the device and offline (spec 2 §4). */
  | { status: "offline-missing" }
  | { status: "failed" };

type Stored = { value: QuizWithAttempts | null } | { error: unknown };

export function useQuiz(id: string): QuizState {
  const db = useCurrentDatabase();
  const { online } = useSyncStatus();
  const stored = useLiveQuery(async (): Promise<Stored | undefined> => {
    if (!db) return undefined;
    try {
      return { value: await readStoredQuiz(db, id) };
    } catch (error) {
      console.error("Reading the quiz failed", error);
      return { error };
    }
  }, [db, id]);
  // The server's answer for this id: null while asking; "found" once its quiz was handed to the store.
  const [remote, setRemote] = useState<{
    id: string;
    outcome: RemoteQuizFailure | QuizWithAttempts | null;
  } | null>(null);
  const missing = stored !== undefined && "value" in stored && stored.value === null;
  const asked = remote?.id === id;

  // Asked once per id; the answer is kept even if the effect re-runs (its own state change re-runs it).
  const askedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!db || !missing || !online || askedFor.current === id) return;
    askedFor.current = id;
    setRemote({ id, outcome: null });
    fetchRemoteQuiz(db, id).then((answer) => {
      if (askedFor.current === id)
        setRemote({ id, outcome: "failure" in answer ? answer.failure : answer.found });
    });
  }, [db, id, missing, online]);

  if (stored === undefined) return { status: "loading" };
  if ("error" in stored) return { status: "failed" };
  if (stored.value) return { status: "ready", ...stored.value };
  const outcome = asked ? remote?.outcome : null;
  // The server's copy is in the store now; until the live read sees it, show what the server sent.
  if (outcome && typeof outcome === "object") return { status: "ready", ...outcome };
  if (outcome === "not-found") return { status: "not-found" };
  if (outcome === "failed") return { status: "failed" };
  if (!online && !asked) return { status: "offline-missing" };
  return { status: "loading" };
}
