// Stamping writes on the device: a record's updated_at and a queued op's timestamp (spec 1 §4, DESIGN §4).

/**
 * The time of a write made at `now` that must come after `previous`: now, unless the clock reads no later
 * than previous (two writes in one millisecond, or a clock set back), then 1 ms after previous.
 * The merge rule compares updated_at and the queue is sent by timestamp, so a later write must always carry
 * a later time: otherwise other devices would ignore a newer save, or a change could overtake the one before.
 */
export function laterTimestamp(previous: string | null | undefined, now: Date): string {
  const previousTime = previous ? Date.parse(previous) : Number.NaN;
  const time = Number.isNaN(previousTime) ? now.getTime() : Math.max(now.getTime(), previousTime + 1);
  return new Date(time).toISOString();
}
