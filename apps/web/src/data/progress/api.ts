// The progress dashboard, home and goal endpoints (issue 17 contract, packages/core/src/schemas/progress.ts).
// Answers are parsed with the core schemas so a server that drifts fails loudly here, not in a component.

import {
  type GoalPayload,
  type HomeData,
  homeDataSchema,
  type ProgressDashboard,
  progressDashboardSchema,
  type StudyGoal,
  studyGoalSchema,
} from "@lectern/core";
import { z } from "zod";
import { fetchJson } from "@/data/api/fetch-json";

/** The device's IANA zone: the server counts days, weeks and goal windows in it (issue 17: a week is Mon–Sun). */
export function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

const withZone = (path: string) => `${path}?tz=${encodeURIComponent(deviceTimeZone())}`;

const dashboardAnswer = z.object({ dashboard: progressDashboardSchema });
const homeAnswer = z.object({ home: homeDataSchema });
const goalAnswer = z.object({ goal: studyGoalSchema });

export async function fetchProgressDashboard(): Promise<ProgressDashboard> {
  return dashboardAnswer.parse(await fetchJson<unknown>(withZone("/api/progress"))).dashboard;
}

export async function fetchHomeData(): Promise<HomeData> {
  return homeAnswer.parse(await fetchJson<unknown>(withZone("/api/home"))).home;
}

export async function postGoal(payload: GoalPayload): Promise<StudyGoal> {
  const body = JSON.stringify(payload);
  return goalAnswer.parse(await fetchJson<unknown>(withZone("/api/goals"), { method: "POST", body })).goal;
}

export async function patchGoal(id: string, payload: GoalPayload): Promise<StudyGoal> {
  const body = JSON.stringify(payload);
  const path = withZone(`/api/goals/${encodeURIComponent(id)}`);
  return goalAnswer.parse(await fetchJson<unknown>(path, { method: "PATCH", body })).goal;
}

export async function removeGoal(id: string): Promise<void> {
  await fetchJson<unknown>(`/api/goals/${encodeURIComponent(id)}`, { method: "DELETE" });
}
