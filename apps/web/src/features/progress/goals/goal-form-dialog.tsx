import { GOAL_PERIODS, GOAL_TYPES, messages, type StudyGoal } from "@lectern/core";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/button";
import { cn } from "@/ui/cn";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/ui/dialog";
import { FormField } from "@/ui/form-field";
import { Input } from "@/ui/input";
import { useGoalForm } from "./use-goal-form";

const t = messages.progress;

// A native select: the phone's own picker, and the same look as the inputs.
const selectClass =
  "flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm";

/** Add or edit a goal (spec 2 §3, §4, §5). `goal` null adds. Mounted only while open, so each opening starts fresh. */
export function GoalFormDialog({ goal, onClose }: { goal: StudyGoal | null; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg" data-testid="goal-form">
        <DialogHeader>
          <DialogTitle>{goal ? t.editGoalTitle : t.addGoalTitle}</DialogTitle>
          <DialogDescription>{t.goalFormDescription}</DialogDescription>
        </DialogHeader>
        <GoalForm goal={goal} onClose={onClose} />
      </DialogContent>
    </Dialog>
  );
}

function GoalForm({ goal, onClose }: { goal: StudyGoal | null; onClose: () => void }) {
  const { form, fields, submit } = useGoalForm(goal, onClose);
  const { errors, isSubmitting } = form.formState;
  const period = form.watch("period");
  const goalType = form.watch("goalType");
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {errors.root?.message && <Alert variant="error">{errors.root.message}</Alert>}
      <FormField id="goal-title" label={t.fieldTitle} error={errors.title?.message}>
        {(control) => <Input {...control} {...fields.title} />}
      </FormField>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField id="goal-type" label={t.fieldGoalType}>
          {(control) => (
            <select {...control} {...fields.goalType} className={selectClass}>
              {GOAL_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t.goalTypeLabel(type)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="goal-period" label={t.fieldPeriod}>
          {(control) => (
            <select {...control} {...fields.period} className={selectClass}>
              {GOAL_PERIODS.map((value) => (
                <option key={value} value={value}>
                  {t.periodLabel(value)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="goal-target" label={t.fieldTarget} error={errors.targetValue?.message}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="decimal"
              min={1}
              step="any"
              {...fields.targetValue}
            />
          )}
        </FormField>
        <FormField id="goal-unit" label={t.fieldUnit} error={errors.unit?.message}>
          {(control) => <Input {...control} {...fields.unit} />}
        </FormField>
        <FormField
          id="goal-end-date"
          label={t.fieldEndDate}
          hint={period === "custom" ? undefined : t.fieldEndDateHint}
          error={errors.endDate?.message}
          className={cn(period !== "custom" && "opacity-80")}
        >
          {(control) => <Input {...control} type="date" disabled={period !== "custom"} {...fields.endDate} />}
        </FormField>
        {goalType === "custom" && (
          <FormField
            id="goal-current"
            label={t.fieldCurrentValue}
            hint={t.fieldCurrentValueHint}
            error={errors.currentValue?.message}
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                {...fields.currentValue}
              />
            )}
          </FormField>
        )}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {t.cancel}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t.savingGoal : t.saveGoal}
        </Button>
      </DialogFooter>
    </form>
  );
}
