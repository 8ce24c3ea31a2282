// What home's cards print for the numbers of GET /api/home (spec 1 §2).

import { type ActivityItem, messages } from "@lectern/core";

const t = messages.home;

/** Average Quiz Score: '—' before any attempt, else a rounded percent. */
export function averageScoreText(score: number | null): string {
  return score === null ? "—" : `${Math.round(score)}%`;
}

/** The line under an activity's title: 'Note', a quiz's score, a session's cards studied. */
export function activityDetail(item: Pick<ActivityItem, "kind" | "detail">): string | null {
  if (item.kind === "note") return t.noteDetail;
  if (item.detail === null) return null;
  return item.kind === "quiz" ? t.quizScoreDetail(item.detail) : t.cardsStudiedDetail(item.detail);
}
