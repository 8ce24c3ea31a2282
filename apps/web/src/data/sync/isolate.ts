// Finding the one op a server keeps failing on (issue 12): ops go strictly in order, so without this a single op
// that makes the server answer 5xx would hold every later change on the device for good.

/**
 * A batch whose oldest op has failed this many times in a row (this failure included) is split in two: one
 * failure may be a passing outage, a second one in a row is worth a few more requests to find the culprit.
 */
export const SPLIT_AFTER_FAILURES = 2;
/**
 * An op sent alone that has failed this many times with a server error becomes a suspect: it is set aside for the
 * rest of the drain, and refused on the device if the server took other changes meanwhile (see judgeSuspects).
 */
export const SUSPECT_AFTER_FAILURES = 3;

/** What to do with a batch whose push failed without a verdict on its ops. */
export type FailureStep<T> =
  | { kind: "retry" }
  | { kind: "split"; halves: [T[], T[]] }
  | { kind: "suspect"; op: T };

/**
 * The step after a failed push of `batch`, whose oldest op has now failed `failures` times:
 * - no answer at all (offline, timeout, a 4xx about the session or the rate): retry the whole batch later, it
 *   says nothing about the ops;
 * - a server error (5xx) for the first time: retry later, it may pass;
 * - a server error again, several ops: split in halves, oldest half first, to narrow down the op at fault;
 * - a server error again and again for one op alone: it is a suspect.
 */
export function stepAfterFailure<T>(
  batch: readonly T[],
  failures: number,
  serverError: boolean,
): FailureStep<T> {
  const [first] = batch;
  if (!serverError || first === undefined) return { kind: "retry" };
  if (batch.length > 1) {
    if (failures < SPLIT_AFTER_FAILURES) return { kind: "retry" };
    const middle = Math.ceil(batch.length / 2);
    return { kind: "split", halves: [batch.slice(0, middle), batch.slice(middle)] };
  }
  return failures >= SUSPECT_AFTER_FAILURES ? { kind: "suspect", op: first } : { kind: "retry" };
}

/**
 * The fate of the drain's suspects: when the server took other changes in the same drain, it is working and
 * fails on these ops alone, so they are refused and shown to the user; when it took nothing (it is down, or the
 * suspect was the only change waiting), they stay queued and are tried again later.
 */
export function judgeSuspects(serverTookOtherChanges: boolean): "reject" | "retry" {
  return serverTookOtherChanges ? "reject" : "retry";
}

/** Whether a failed push was answered by the server with an error of its own (5xx), not by silence. */
export function isServerError(status: number | undefined): boolean {
  return status !== undefined && status >= 500 && status <= 599;
}
