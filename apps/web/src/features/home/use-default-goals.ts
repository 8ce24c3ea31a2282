import { messages } from "@lectern/core";
import { useCallback, useState } from "react";
import { useGoalActions } from "@/data/progress";
import { notify } from "@/ui/toaster";
import { defaultDailyGoals } from "./default-goals";

/**
 * Creates the default daily goals through the goal endpoint (an online action: goal writes go through the server,
 * issue 17). Resolves true when all were saved; a failure says so with the spec's message (spec 2 §8).
 */
export function useDefaultGoals() {
  const { createGoal } = useGoalActions();
  const [saving, setSaving] = useState(false);
  const addDefaults = useCallback(async (): Promise<boolean> => {
    setSaving(true);
    try {
      // One after another: the server stamps each write in order, and a failure stops before more are sent.
      for (const goal of defaultDailyGoals()) await createGoal(goal);
      notify.success(messages.home.goalsCreated);
      return true;
    } catch {
      notify.error(messages.progress.goalSaveFailed);
      return false;
    } finally {
      setSaving(false);
    }
  }, [createGoal]);
  return { saving, addDefaults };
}
