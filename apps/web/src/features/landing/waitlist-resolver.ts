import type { WaitlistForm as WaitlistValues, waitlistFormSchema } from "@lectern/core";
import type { Resolver } from "react-hook-form";
import type { z } from "zod";

type WaitlistInput = z.input<typeof waitlistFormSchema>;

let loaded: Promise<Resolver<WaitlistInput, unknown, WaitlistValues>> | undefined;

/**
 * The waitlist form's validation (core's waitlistFormSchema through zodResolver), loaded at the form's first
 * validation rather than with the form: evaluating core's schemas is one of the longest tasks of the landing page
 * on a slow phone (issue 18 §1: total blocking time), and nobody needs them before submitting.
 */
export const waitlistResolver: Resolver<WaitlistInput, unknown, WaitlistValues> = async (
  values,
  context,
  options,
) => {
  loaded ??= Promise.all([import("@hookform/resolvers/zod"), import("./waitlist-schema")]).then(
    ([{ zodResolver }, { waitlistFormSchema }]) => zodResolver(waitlistFormSchema),
  );
  return (await loaded)(values, context, options);
};
