// Progress dashboard and goals — spec 2 §2, §5, §8.

const GOAL_TYPE_LABELS: Record<string, string> = {
  study_time: "Study time",
  notes_created: "Notes created",
  quizzes_taken: "Quizzes taken",
  flashcards_reviewed: "Flashcards reviewed",
  quiz_score: "Quiz score",
  custom: "Custom",
};
const PERIOD_LABELS: Record<string, string> = {
  daily: "Daily",
  weekly: "Weekly",
  monthly: "Monthly",
  custom: "Custom",
};
const PRIORITY_LABELS: Record<string, string> = { high: "High", medium: "Medium", low: "Low" };

export const progress = {
  loadFailed: "Failed to load dashboard data. Please try again.",
  goalSaveFailed: "Failed to save goal. Please try again.",
  goalDeleteFailed: "Failed to delete goal. Please try again.",
  signInRequired: "Please sign in to view your progress dashboard",
  // Lectern wording: the goal form's rules (spec 2 §5) without quoted texts
  goalTitleRequired: "Title is required",
  goalTargetMin: "Target must be at least 1",
  goalUnitRequired: "Unit is required",
  confirmDeleteGoal: "Are you sure you want to delete this goal?",

  // Lectern wording: the /progress screen (spec 2 §2, issue 17 Deliver 2 and 3)
  title: "Progress Dashboard",
  subtitle: "Your study time, scores, goals and reviews at a glance.",
  offlineUpdated: (time: string) => `Offline — last updated ${time}`,
  offlineNoData: "You are offline. The dashboard needs an internet connection.",
  // spec 2 §6: 'Goal edit and delete are disabled offline'
  goalsOffline: "Goal edit and delete are disabled offline. Connect to the internet to change your goals.",
  retry: "Retry",
  createNote: "Create a Note",
  reviewDueCards: "Review Due Cards",
  summaryHeading: "Summary",
  tileWeekStudy: "Study time this week",
  tileWeekNotes: "Notes this week",
  tileWeekQuizzes: "Quizzes this week",
  tileAverageScore: "Average score",
  tileCardsDue: "Cards due",
  tileStreak: "Study streak",
  tileTotalStudy: "Total study time",
  tileTotalReviews: "Total reviews",
  noScoreYet: "No quizzes yet",
  streakDays: (days: number) => `${days} ${days === 1 ? "day" : "days"}`,
  weeklyHeading: "Weekly Activity",
  weeklyEmpty: "No study activity this week yet. Study a deck or take a quiz to fill this chart.",
  weeklyTableCaption: "Study hours, notes created and quizzes taken each day this week",
  weeklySummary: (hours: number, notes: number, quizzes: number) =>
    `This week: ${hours} ${hours === 1 ? "hour" : "hours"} studied, ${notes} ${notes === 1 ? "note" : "notes"} created, ${quizzes} ${quizzes === 1 ? "quiz" : "quizzes"} taken.`,
  columnDay: "Day",
  columnStudyHours: "Study (hours)",
  columnNotes: "Notes",
  columnQuizzes: "Quizzes",
  subjectsHeading: "Subject Performance",
  subjectsEmpty: "Take a quiz to see how you do in each subject.",
  improvement: (points: number) =>
    points === 0 ? "No change" : `${points > 0 ? "+" : "−"}${Math.abs(points)} pts`,
  improvementLabel: (points: number) =>
    points === 0
      ? "no change"
      : `${points > 0 ? "up" : "down"} ${Math.abs(points)} ${Math.abs(points) === 1 ? "point" : "points"}`,
  weakHeading: "Weak Areas",
  weakEmpty: "No weak areas: every topic is at 70% or better over your recent quizzes.",
  weakNoQuizzes: "Take a few quizzes to find the topics that need more work.",
  weakAccuracy: (accuracy: number, questions: number) =>
    `${accuracy}% over ${questions} ${questions === 1 ? "question" : "questions"}`,
  practiseQuiz: "Practise with a quiz",
  practiseCards: "Review cards",
  goalsHeading: "Study Goals",
  goalsEmpty: "No goals set yet. Add one to track your study time, notes, quizzes or reviews.",
  addGoal: "Add Goal",
  editGoal: "Edit",
  deleteGoal: "Delete",
  goalCompleted: "Completed",
  goalProgress: (current: number, target: number, unit: string) =>
    unit === "%" ? `${current}% of ${target}%` : `${current} of ${target} ${unit}`,
  goalEnds: (date: string) => `Ends ${date}`,
  addGoalTitle: "Add a goal",
  editGoalTitle: "Edit goal",
  goalFormDescription: "The title follows the type and target until you change it yourself.",
  fieldTitle: "Title",
  fieldGoalType: "Goal type",
  fieldTarget: "Target",
  fieldUnit: "Unit",
  fieldPeriod: "Period",
  fieldEndDate: "End date",
  fieldEndDateHint: "Only a custom period has an end date.",
  fieldCurrentValue: "Current value",
  fieldCurrentValueHint: "Custom goals are not counted from your activity: move them on by hand.",
  saveGoal: "Save goal",
  savingGoal: "Saving...",
  cancel: "Cancel",
  goalSaved: "Goal saved",
  goalDeleted: "Goal deleted",
  deleteGoalTitle: "Delete goal",
  deletingGoal: "Deleting...",
  goalTypeLabel: (type: string) => GOAL_TYPE_LABELS[type] ?? String(type),
  periodLabel: (period: string) => PERIOD_LABELS[period] ?? String(period),
  reviewsHeading: "Upcoming Reviews",
  reviewsEmpty: "No reviews scheduled. Study some flashcards and they will show up here.",
  priorityLabel: (priority: string) => PRIORITY_LABELS[priority] ?? String(priority),
  dueNow: "Due now",
  overdueBy: (text: string) => `Overdue by ${text}`,
  dueIn: (text: string) => `Due in ${text}`,
  hours: (n: number) => `${n} ${n === 1 ? "hour" : "hours"}`,
  days: (n: number) => `${n} ${n === 1 ? "day" : "days"}`,
  minutes: (n: number) => `${n} ${n === 1 ? "minute" : "minutes"}`,
  heatmapHeading: "Review History",
  heatmapCell: (reviews: number, day: string) =>
    `${reviews} ${reviews === 1 ? "review" : "reviews"} on ${day}`,
  heatmapSummary: (reviews: number, days: number, busiest: number) =>
    reviews === 0
      ? "No flashcard reviews in the last 12 months."
      : `${reviews} ${reviews === 1 ? "review" : "reviews"} in the last 12 months, on ${days} ${days === 1 ? "day" : "days"}; the busiest day had ${busiest}.`,
  heatmapLess: "Less",
  heatmapMore: "More",
} as const;
