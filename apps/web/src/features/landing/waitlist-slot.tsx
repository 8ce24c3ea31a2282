import { UsersIcon } from "lucide-react";

/**
 * Where the waitlist form goes (spec 1 §2: join with an e-mail and an optional referral source, then see
 * the position). The waitlist issue replaces this placeholder with the form.
 */
export function WaitlistSlot() {
  return (
    <div
      id="waitlist"
      className="flex items-center gap-3 rounded-xl border border-dashed bg-card/60 px-4 py-3 text-sm text-muted-foreground"
    >
      <UsersIcon className="size-4 shrink-0 text-primary" aria-hidden="true" />
      <p>The waitlist opens here soon — be among the first students in.</p>
    </div>
  );
}
