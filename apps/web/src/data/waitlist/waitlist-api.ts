// The waitlist (spec 1 §2, §5, §7): join with an e-mail and an optional referral source, read the count.

import { messages, type WaitlistJoinInput } from "@lectern/core";
import { ApiError } from "@/data/api/api-error";
import { fetchJson } from "@/data/api/fetch-json";

export type WaitlistJoinAnswer = {
  position: number;
  alreadyOnWaitlist: boolean;
  message: string | null;
};

export type WaitlistJoinResult =
  | { success: true; position: number; alreadyOnWaitlist: boolean; message: string }
  | { success: false; error: string; field?: string };

/** Joins; a duplicate e-mail answers with its existing position (spec 1 §5). */
export async function joinWaitlist(input: WaitlistJoinInput): Promise<WaitlistJoinResult> {
  try {
    const answer = await fetchJson<WaitlistJoinAnswer>("/api/waitlist", {
      method: "POST",
      body: JSON.stringify(input),
    });
    if (typeof answer?.position !== "number") {
      return { success: false, error: messages.waitlist.positionFailed };
    }
    const message = answer.alreadyOnWaitlist
      ? (answer.message ?? messages.waitlist.alreadyOnWaitlist)
      : messages.waitlist.joined(answer.position);
    return { success: true, position: answer.position, alreadyOnWaitlist: answer.alreadyOnWaitlist, message };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      const details = (error.body as { details?: { field?: unknown } } | null)?.details;
      const field = typeof details?.field === "string" ? details.field : undefined;
      return { success: false, error: error.message, ...(field ? { field } : {}) };
    }
    return { success: false, error: messages.waitlist.unexpectedError };
  }
}

/** The number of people waiting; throws when it cannot be read (the screen shows the fallback). */
export async function fetchWaitlistCount(): Promise<number> {
  const answer = await fetchJson<{ count?: unknown }>("/api/waitlist/stats");
  if (typeof answer?.count !== "number") throw new Error(messages.waitlist.statsFailed);
  return answer.count;
}
