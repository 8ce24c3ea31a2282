// Progress dashboard and goals — spec 2 §2, §5, §8.

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
} as const;
