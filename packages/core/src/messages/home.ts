// Home — spec 1 §2.

export const home = {
  studyTime: "Study Time",
  notesCreated: "Notes Created",
  averageQuizScore: "Average Quiz Score",
  recentActivity: "Recent Activity",
  noRecentActivity: "No recent activity found",
  createFirstNote: "Create Your First Note",
  todaysGoals: "Today's Goals",
  noGoals: "No goals set yet",
  setYourGoals: "Set Your Goals",
  viewAllGoals: "View all goals",
} as const;
