// Shell, guard, relative time and connectivity texts — spec 1 §2, §4, §8, §9 and spec 2 §4, §8.
// Texts marked "Lectern wording" are needed by a screen but not quoted by the spec.

/** Access guard and signed-in shell (spec 1 §2). */
export const app = {
  loading: "Loading...",
  navHome: "Home",
  navNotes: "Notes",
  navRecord: "Record",
  navStudy: "Study",
  navProgress: "Progress",
  settings: "Settings",
  signOut: "Sign Out",
  /** Display-name fallback when the user has no name and no e-mail (spec 1 §2). */
  userFallbackName: "User",
  /** Home greeting fallback when there is no e-mail (spec 1 §2). */
  greetingFallbackName: "Scholar",
} as const;

/** Relative time (spec 1 §9); singular under 2, plural from 2. */
export const time = {
  justNow: "Just now",
  minutesAgo: (n: number) => `${n} ${n === 1 ? "minute" : "minutes"} ago`,
  hoursAgo: (n: number) => `${n} ${n === 1 ? "hour" : "hours"} ago`,
  daysAgo: (n: number) => `${n} ${n === 1 ? "day" : "days"} ago`,
  /** A deck never studied (spec 2 §2). */
  never: "Never",
} as const;

/** Connectivity and sync toasts (spec 1 §4, §8; spec 2 §4, §8). */
export const network = {
  offline: "You are now offline, Changes will be saved locally and synced when you reconnect.",
  /** Lectern wording: the spec announces going online without quoting a text (spec 1 §4). */
  online: "You are back online",
  allSynced: "All changes synced successfully",
  syncingPending: (n: number) => `Syncing ${n} pending changes...`,
  /** Lectern wording: a sync op the server refused is shown, never dropped silently (DESIGN §4). */
  syncRejected: (reason: string) => `A change could not be synced: ${reason}`,
  /** Lectern wording: the shell's sync indicator (issue 5). */
  statusOffline: "Offline",
  statusPending: (n: number) => `${n} pending`,
  statusSyncing: "Syncing...",
  statusSynced: "All changes synced",
  /** Lectern wording: a new version of the app was downloaded by the service worker (issue 5). */
  updateReady: "A new version of Lectern is ready.",
  reload: "Reload",
  /** Lectern wording: the server refuses a change to a record of another user (DESIGN §3). */
  notYours: "This record belongs to another account.",
  /** Lectern wording: online-only data shown from the 5-minute cache while offline (spec 1 §9). */
  showingSavedData: (time: string) => `You are offline. Showing what was saved at ${time}.`,
  /** Lectern wording: online-only data with nothing usable kept (spec 2 §1: dashboard data needs a connection). */
  needsConnection: "You are offline. This needs an internet connection.",
  /** Lectern wording: browser refused persistent storage (DESIGN §4). */
  storageNotPersisted:
    "Your browser may clear offline data when space runs low. Sync regularly to keep your work safe.",
  /** Lectern wording: the server failed on this change alone, again and again, while it took others (issue 12). */
  serverKeptFailing: (error: string) => `The server failed on this change several times (${error})`,
  /** Lectern wording: the list of refused changes reached from the sync indicator (issue 12). */
  syncIssuesTitle: "Sync issues",
  syncIssuesOpen: (n: number) => `${n} not synced`,
  syncIssuesDescription: "These changes could not be saved on the server. They are kept on this device only.",
  syncIssuesEmpty: "No sync issues.",
  syncIssueDismiss: "Dismiss",
  /** What kind of record a refused change was about, by synced collection. */
  syncIssueRecordKind: (collection: string) => SYNC_ISSUE_RECORD_KINDS[collection] ?? "Change",
  syncIssueDeleted: "deleted",
  /** Lectern wording: logs are insert-only on the server (issue 13). */
  logRewrite: "Study history cannot be changed or deleted once it is saved.",
  /** Lectern wording: a refused change whose record the server sent back (issue 13). */
  syncIssueServerRestored: "The server's version is back on this device; this change is kept here.",
  syncIssueCopy: "Copy",
  syncIssueCopied: "Copied",
} as const;

/** The names of the synced collections' records, for the 'Sync issues' list (issue 12). */
const SYNC_ISSUE_RECORD_KINDS: Record<string, string> = {
  notes: "Note",
  flashcards: "Flashcard",
  flashcard_reviews: "Flashcard review",
  quizzes: "Quiz",
  quiz_attempts: "Quiz attempt",
  summaries: "Summary",
  study_sessions: "Study session",
  user_goals: "Goal",
  spaced_repetition_schedule: "Review schedule",
  document_extractions: "Document",
  study_preferences: "Study settings",
};
