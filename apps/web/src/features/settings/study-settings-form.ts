// The Study section's form values and their checks (issue 14 Deliver 3): the ranges are core's constants and the
// messages the catalogue's, so the form refuses exactly what the synced record's schema would.

import {
  DAILY_REVIEW_CAP_MAX,
  DAILY_REVIEW_CAP_MIN,
  FSRS_RETENTION_MAX,
  FSRS_RETENTION_MIN,
  messages,
  type SchedulerName,
} from "@lectern/core";

export interface StudySettingsDraft {
  scheduler: SchedulerName;
  /** As typed. */
  retention: string;
  dailyCap: string;
}

export type StudySettingsErrors = Partial<Record<"retention" | "dailyCap", string>>;

export type StudySettingsValues = {
  scheduler: SchedulerName;
  desired_retention: number;
  daily_review_cap: number;
};

/** The values to save, or the message of each field that is wrong. Retention is checked only for FSRS. */
export function checkStudySettings(
  draft: StudySettingsDraft,
  savedRetention: number,
): { values: StudySettingsValues } | { errors: StudySettingsErrors } {
  const errors: StudySettingsErrors = {};
  const retention = Number(draft.retention.trim());
  const retentionOk =
    draft.retention.trim() !== "" &&
    Number.isFinite(retention) &&
    retention >= FSRS_RETENTION_MIN &&
    retention <= FSRS_RETENTION_MAX;
  if (draft.scheduler === "fsrs" && !retentionOk) errors.retention = messages.studySettings.retentionRange;
  const cap = Number(draft.dailyCap.trim());
  if (
    !/^\d+$/.test(draft.dailyCap.trim()) ||
    !Number.isInteger(cap) ||
    cap < DAILY_REVIEW_CAP_MIN ||
    cap > DAILY_REVIEW_CAP_MAX
  ) {
    errors.dailyCap = messages.studySettings.dailyCapRange;
  }
  if (errors.retention || errors.dailyCap) return { errors };
  return {
    values: {
      scheduler: draft.scheduler,
      // A hidden (spec scheduler) field that is wrong keeps the saved retention rather than blocking the save.
      desired_retention: retentionOk ? retention : savedRetention,
      daily_review_cap: cap,
    },
  };
}
