import { zodResolver } from "@hookform/resolvers/zod";
import {
  type GoalPayload,
  type GoalPeriod,
  type GoalType,
  goalPayloadSchema,
  goalUnit,
  messages,
  type StudyGoal,
} from "@lectern/core";
import { useRef } from "react";
import { useForm } from "react-hook-form";
import { useGoalActions } from "@/data/progress";
import { notify } from "@/ui/toaster";
import {
  autoTitle,
  defaultDailyTarget,
  type GoalFormValues,
  goalValuesOf,
  newGoalValues,
  payloadOf,
} from "./goal-form-values";

/**
 * The goal form's state (spec 2 §4, §5): react-hook-form with the core schema, the linked fields, and the save.
 * A failed save keeps every value and says 'Failed to save goal. Please try again.' (spec 2 §8).
 */
export function useGoalForm(goal: StudyGoal | null, onSaved: () => void) {
  const initial = goal ? goalValuesOf(goal) : newGoalValues();
  const form = useForm<GoalFormValues, unknown, GoalPayload>({
    resolver: zodResolver(goalPayloadSchema),
    defaultValues: initial,
  });
  // The title follows type, target and period until the student types one (an edited goal whose title is not
  // the auto one was typed by hand).
  const titleTyped = useRef(initial.title !== autoTitle(initial));
  const { createGoal, updateGoal } = useGoalActions();

  const retitle = () => {
    if (titleTyped.current) return;
    const title = autoTitle(form.getValues());
    if (title !== null) form.setValue("title", title, { shouldValidate: form.formState.isSubmitted });
  };

  const prefillTarget = (goalType: GoalType, period: GoalPeriod) => {
    const target = defaultDailyTarget(goalType, period);
    if (target !== undefined) form.setValue("targetValue", target);
  };

  const fields = {
    title: form.register("title", {
      onChange: () => {
        titleTyped.current = true;
      },
    }),
    goalType: form.register("goalType", {
      onChange: (event: { target: { value: string } }) => {
        const goalType = event.target.value as GoalType;
        form.setValue("unit", goalUnit(goalType), { shouldValidate: form.formState.isSubmitted });
        prefillTarget(goalType, form.getValues("period"));
        if (goalType === "custom" && form.getValues("currentValue") === undefined)
          form.setValue("currentValue", 0);
        retitle();
      },
    }),
    targetValue: form.register("targetValue", { valueAsNumber: true, onChange: retitle }),
    unit: form.register("unit"),
    period: form.register("period", {
      onChange: (event: { target: { value: string } }) => {
        const period = event.target.value as GoalPeriod;
        // spec 2 §4: changing to any other period clears the end date
        if (period !== "custom") form.setValue("endDate", null);
        prefillTarget(form.getValues("goalType"), period);
        retitle();
      },
    }),
    endDate: form.register("endDate", { setValueAs: (value: unknown) => (value ? String(value) : null) }),
    currentValue: form.register("currentValue", {
      setValueAs: (value: unknown) => (value === "" || value == null ? undefined : Number(value)),
    }),
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const payload = payloadOf(values) as GoalPayload;
      if (goal) await updateGoal(goal.id, payload);
      else await createGoal(payload);
      notify.success(messages.progress.goalSaved);
      onSaved();
    } catch {
      form.setError("root", { message: messages.progress.goalSaveFailed });
    }
  });

  return { form, fields, submit };
}
