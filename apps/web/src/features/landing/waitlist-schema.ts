// The one schema the waitlist form validates with, as a module of its own so that waitlist-resolver.ts can load it
// (and only what it needs of core) at the first validation (issue 18 §1).
export { waitlistFormSchema } from "@lectern/core";
