// Study settings and exam dates (issue 14; the spec has no such screen: Lectern wording throughout).

import {
  DAILY_REVIEW_CAP_MAX,
  DAILY_REVIEW_CAP_MIN,
  FSRS_RETENTION_MAX,
  FSRS_RETENTION_MIN,
} from "../constants/study.ts";

export const studySettings = {
  schedulerSpec: "Spec intervals (1/3/7/14 days)",
  schedulerFsrs: "FSRS",
  retentionRange: `Desired retention must be between ${FSRS_RETENTION_MIN.toFixed(2)} and ${FSRS_RETENTION_MAX.toFixed(2)}.`,
  dailyCapRange: `Daily review cap must be a whole number from ${DAILY_REVIEW_CAP_MIN} to ${DAILY_REVIEW_CAP_MAX}.`,
  saved: "Study settings saved.",
  saveFailed: "Failed to save study settings. Please try again.",
  examDateInvalid: "Enter the exam's date.",
  examDatePast: "The exam date must be today or later.",
  examDateSaved: (date: string) => `Exam date set to ${date}.`,
  examDateCleared: "Exam date cleared.",
} as const;
