import { messages, type WaitlistForm as WaitlistValues, type waitlistFormSchema } from "@lectern/core";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/button";
import { FormField } from "@/ui/form-field";
import { Input } from "@/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/ui/select";
import { useWaitlistJoin } from "./use-waitlist-join";
import { waitlistResolver } from "./waitlist-resolver";

/** Where visitors heard of Lectern (spec 1 §2: an optional referral source). */
const REFERRAL_SOURCES = ["Friend", "Social media", "Search", "Teacher", "Other"] as const;

/** Join the waitlist with an e-mail and an optional referral source, then see the position (spec 1 §2, §5). */
export function WaitlistForm() {
  const join = useWaitlistJoin();
  const form = useForm<z.input<typeof waitlistFormSchema>, unknown, WaitlistValues>({
    resolver: waitlistResolver,
    defaultValues: { email: "", referral_source: undefined },
  });
  const { errors } = form.formState;
  const result = join.data;

  const submit = (values: WaitlistValues) => {
    join.reset();
    join.mutate(values);
  };

  return (
    <section
      id="waitlist"
      aria-labelledby="waitlist-title"
      className="w-full max-w-xl rounded-xl border bg-card/80 p-4 shadow-sm backdrop-blur sm:p-5"
    >
      <h2 id="waitlist-title" className="font-semibold">
        Join the waitlist
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Be among the first students in when Lectern opens.</p>
      <form noValidate onSubmit={form.handleSubmit(submit)} className="mt-4 flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="waitlist-email" label="Email" error={errors.email?.message}>
            {(control) => (
              <Input
                {...control}
                type="email"
                autoComplete="email"
                inputMode="email"
                placeholder="you@university.edu"
                {...form.register("email")}
              />
            )}
          </FormField>
          <FormField id="waitlist-referral" label="How did you hear about us? (optional)">
            {(control) => (
              <Controller
                control={form.control}
                name="referral_source"
                render={({ field }) => (
                  <Select value={field.value ?? ""} onValueChange={field.onChange} name={field.name}>
                    <SelectTrigger {...control} onBlur={field.onBlur}>
                      <SelectValue placeholder="Choose one" />
                    </SelectTrigger>
                    <SelectContent>
                      {REFERRAL_SOURCES.map((source) => (
                        <SelectItem key={source} value={source}>
                          {source}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            )}
          </FormField>
        </div>
        <Button type="submit" className="w-full sm:w-fit" disabled={join.isPending}>
          {join.isPending ? "Joining..." : "Join Waitlist"}
        </Button>
      </form>
      <div aria-live="polite" className="mt-4 empty:hidden">
        {result?.success && (
          <Alert variant="success">
            <p className="font-medium">{result.message}</p>
            {result.alreadyOnWaitlist && <p>{messages.waitlist.existingPosition(result.position)}</p>}
          </Alert>
        )}
        {result && !result.success && <Alert variant="error">{result.error}</Alert>}
        {join.isError && <Alert variant="error">{messages.waitlist.unexpectedError}</Alert>}
      </div>
    </section>
  );
}
