// A student's own data (issue 18 §6): 'Download my data' and 'Delete my account' in Settings.

import { waitInMinutes } from "./limits.ts";

export const account = {
  /** The word the student types to confirm deleting the account (the server checks it too). */
  confirmationWord: "DELETE",
  sectionTitle: "Your data",
  sectionDescription: "Take a copy of everything you have made in Lectern, or delete your account.",
  exportTitle: "Download my data",
  exportDescription:
    "A zip file with your notes as Markdown, your flashcards as a spreadsheet (CSV), your quizzes and attempts, " +
    "and the rest of your data as JSON.",
  exportButton: "Download my data",
  exportStarted: "Your download has started.",
  /** Lectern wording (issue 18 §6): the button while the server makes the zip and the page receives it. */
  exportPreparing: "Preparing your download...",
  /** Lectern wording: no answer, or the server failed while making the zip. */
  exportFailed: "Failed to download your data. Please try again.",
  deleteTitle: "Delete my account",
  deleteDescription: "Deletes your account and everything in it, on every device. This cannot be undone.",
  deleteButton: "Delete my account",
  deleteDialogTitle: "Delete your account?",
  deleteDialogWhatGoes:
    "Your notes, flashcards and reviews, quizzes and attempts, summaries, goals, study sessions, settings, " +
    "subscription records and sign-in details are deleted from the server for good. Every device is signed out " +
    "and its copy of your data is cleared, including changes not yet synced.",
  deleteDialogExportHint: "Download your data first if you want to keep a copy.",
  passwordLabel: "Your password",
  codeLabel: "Code from your authenticator app",
  confirmationLabel: (word: string) => `Type ${word} to confirm`,
  confirmButton: "Delete my account for good",
  cancel: "Cancel",
  deleted: "Your account has been deleted.",
  goneOnThisDevice: "This account no longer exists. Its data has been cleared from this device.",
  deleteFailed: "Failed to delete your account. Please try again.",
  wrongPassword: "That password is not right. Nothing was deleted.",
  wrongCode: "That code is not valid. Nothing was deleted.",
  passwordRequired: "Enter your password to confirm.",
  codeRequired: "Enter the code from your authenticator app to confirm.",
  confirmationMismatch: (word: string) => `Type ${word} exactly to confirm. Nothing was deleted.`,
  /** Over ACCOUNT_EXPORT_RATE_LIMIT_MAX; the wait is said in minutes (issue 18 §2), Retry-After keeps the seconds. */
  tooManyExports: (seconds: number) =>
    `You have downloaded your data several times just now. Please try again in ${waitInMinutes(seconds)}.`,
  tooManyAttempts: (seconds: number) => `Too many attempts. Please try again in ${waitInMinutes(seconds)}.`,
} as const;
