import { zodResolver } from "@hookform/resolvers/zod";
import { messages, type ProfileForm, profileFormSchema } from "@lectern/core";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { type SessionUser, updateProfile } from "@/data/auth";
import { Button } from "@/ui/button";
import { FormField } from "@/ui/form-field";
import { Input } from "@/ui/input";
import { notify } from "@/ui/toaster";
import { SettingsSection } from "./settings-section";

/** First and last name (spec 1 §3 user_metadata) → 'Profile updated successfully!' (spec 1 §8). */
export function ProfileSection({ user }: { user: SessionUser }) {
  const form = useForm<z.input<typeof profileFormSchema>, unknown, ProfileForm>({
    resolver: zodResolver(profileFormSchema),
    values: { firstName: user.firstName, lastName: user.lastName },
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const submit = async ({ firstName, lastName }: ProfileForm) => {
    try {
      const result = await updateProfile(firstName, lastName);
      if (result.success) notify.success(result.message);
      else notify.error(result.error);
    } catch {
      notify.error(messages.auth.updateProfileFailed);
    }
  };

  return (
    <SettingsSection id="profile" title="Profile" description="Your name as it appears in Lectern.">
      <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="profile-first-name" label="First name" error={errors.firstName?.message}>
            {(control) => <Input {...control} autoComplete="given-name" {...form.register("firstName")} />}
          </FormField>
          <FormField id="profile-last-name" label="Last name" error={errors.lastName?.message}>
            {(control) => <Input {...control} autoComplete="family-name" {...form.register("lastName")} />}
          </FormField>
        </div>
        <Button type="submit" className="w-fit" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? "Saving..." : "Save profile"}
        </Button>
      </form>
    </SettingsSection>
  );
}
