import { FSRS_RETENTION_MAX, FSRS_RETENTION_MIN, messages, type SchedulerName } from "@lectern/core";
import { type FormEvent, useState } from "react";
import { saveStudyPreferences, useStudyPreferences } from "@/data/study";
import { Button } from "@/ui/button";
import { FormField } from "@/ui/form-field";
import { Input } from "@/ui/input";
import { notify } from "@/ui/toaster";
import { SettingsSection } from "./settings-section";
import { checkStudySettings, type StudySettingsDraft, type StudySettingsErrors } from "./study-settings-form";

const SCHEDULERS: { value: SchedulerName; label: string; hint: string }[] = [
  {
    value: "spec",
    label: messages.studySettings.schedulerSpec,
    hint: "Correct brings a card back in 14 days, Incorrect tomorrow.",
  },
  {
    value: "fsrs",
    label: messages.studySettings.schedulerFsrs,
    hint: "Spaces each card by how well you have known it, aiming at the retention you choose.",
  },
];

/**
 * How cards are scheduled (issue 14 Deliver 3): the spec's intervals or FSRS with a desired retention, and the
 * daily review cap. A synced record, saved on the device first, so it works offline; every card is re-scheduled.
 */
export function StudySection() {
  const saved = useStudyPreferences();
  const [draft, setDraft] = useState<StudySettingsDraft | null>(null);
  const [errors, setErrors] = useState<StudySettingsErrors>({});
  const [saving, setSaving] = useState(false);
  const form: StudySettingsDraft = draft ?? {
    scheduler: saved.scheduler,
    retention: String(saved.desired_retention),
    dailyCap: String(saved.daily_review_cap),
  };
  const edit = (patch: Partial<StudySettingsDraft>) => setDraft({ ...form, ...patch });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkStudySettings(form, saved.desired_retention);
    if ("errors" in checked) return setErrors(checked.errors);
    setErrors({});
    setSaving(true);
    try {
      await saveStudyPreferences(checked.values);
      setDraft(null);
      notify.success(messages.studySettings.saved);
    } catch (cause) {
      notify.error(
        cause instanceof Error && cause.message ? cause.message : messages.studySettings.saveFailed,
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingsSection
      id="study"
      title="Study"
      description="How your flashcards are scheduled. Saved on this device and synced to your others."
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">Scheduler</legend>
          {SCHEDULERS.map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-checked:border-primary has-checked:bg-accent has-focus-visible:ring-2 has-focus-visible:ring-ring"
            >
              <input
                type="radio"
                name="scheduler"
                value={option.value}
                checked={form.scheduler === option.value}
                onChange={() => edit({ scheduler: option.value })}
                className="mt-1 size-4 accent-primary"
              />
              <span className="flex flex-col gap-0.5">
                <span className="text-sm font-medium">{option.label}</span>
                <span className="text-xs text-muted-foreground">{option.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="grid gap-5 sm:grid-cols-2">
          {form.scheduler === "fsrs" && (
            <FormField
              id="desired-retention"
              label="Desired retention"
              error={errors.retention}
              hint={`${FSRS_RETENTION_MIN.toFixed(2)} to ${FSRS_RETENTION_MAX.toFixed(2)}; higher means more reviews.`}
            >
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  min={FSRS_RETENTION_MIN}
                  max={FSRS_RETENTION_MAX}
                  value={form.retention}
                  onChange={(event) => edit({ retention: event.target.value })}
                />
              )}
            </FormField>
          )}
          <FormField
            id="daily-review-cap"
            label="Daily review cap"
            error={errors.dailyCap}
            hint="Due cards over this are spread over the next days, most overdue first."
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                step="1"
                min={1}
                value={form.dailyCap}
                onChange={(event) => edit({ dailyCap: event.target.value })}
              />
            )}
          </FormField>
        </div>
        <Button type="submit" className="w-fit" disabled={saving}>
          Save study settings
        </Button>
      </form>
    </SettingsSection>
  );
}
