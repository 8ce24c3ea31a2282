// The order in which queued changes go to the server (spec 1 §4 "Queue items go oldest first").

/** What the ordering looks at: the op's ISO timestamp and, when known, its insertion number on the device. */
export interface QueueOrderKey {
  timestamp: string;
  seq?: number;
}

/**
 * Oldest first by timestamp; equal times (two saves in one millisecond) keep their insertion order, so a
 * record is always created on the server before the change that refers to it.
 */
export function compareQueueOrder(a: QueueOrderKey, b: QueueOrderKey): number {
  const byTime = Date.parse(a.timestamp) - Date.parse(b.timestamp);
  if (byTime !== 0 && !Number.isNaN(byTime)) return byTime;
  return (a.seq ?? 0) - (b.seq ?? 0);
}

/** A copy of the queue in sending order. */
export function oldestFirst<T extends QueueOrderKey>(items: readonly T[]): T[] {
  return [...items].sort(compareQueueOrder);
}
