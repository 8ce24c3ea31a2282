// Items from the whole note, in proportion to its length (issue 16 §2). spec 1 §9 spreads the *request* evenly
// with the remainder to the first chunk, and the quality pass used to keep items first come, first served: a
// 50,000-character note (7 chunks, 20 cards asked: 8 + 2 × 6) got 40% of its items from its first chunk, and the
// local engine's top-up round (every chunk asked for more, the first chunk's extras queued first) made it worse.
// Here each chunk's kept items are chosen by a quota proportional to the chunk's length.

import { sameMeaning } from "./quality.ts";

/**
 * How many of `count` items each chunk should give, in proportion to its length (largest remainder, ties to
 * the earlier chunk); the quotas sum to `count`.
 */
export function quotasByLength(lengths: number[], count: number): number[] {
  const total = lengths.reduce((sum, n) => sum + Math.max(0, n), 0);
  if (lengths.length === 0 || count <= 0 || total === 0) return lengths.map(() => 0);
  const exact = lengths.map((n) => (Math.max(0, n) * count) / total);
  const quotas = exact.map(Math.floor);
  let left = count - quotas.reduce((sum, n) => sum + n, 0);
  const byRemainder = exact
    .map((e, i) => ({ i, r: e - Math.floor(e) }))
    .sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    quotas[i] = (quotas[i] ?? 0) + 1;
    left -= 1;
  }
  return quotas;
}

/**
 * How many items to ask each chunk for when asking costs nothing (the local engine, no pause): its quota plus
 * headroom for what the quality pass drops, and at least spec 1 §9's share of the request.
 */
export function askCounts(quotas: number[], specCounts: number[]): number[] {
  return quotas.map((q, i) => Math.max(specCounts[i] ?? 0, q > 0 ? q + Math.ceil(q / 2) + 1 : 0));
}

export type Keyed = { prompt: string; answer: string; source: string };

/**
 * Drops from every chunk's items those that mean the same as an item of an earlier chunk (sameMeaning); the
 * count of dropped items is returned beside.
 */
export function withoutRepeatsAcrossChunks<T>(
  perChunk: T[][],
  keyed: (item: T) => Keyed,
): { perChunk: T[][]; repeats: number } {
  const earlier: Keyed[] = [];
  let repeats = 0;
  const kept = perChunk.map((items) => {
    const mine = items.filter((item) => {
      const k = keyed(item);
      const repeat = earlier.some((e) => sameMeaning(e, k));
      if (repeat) repeats += 1;
      return !repeat;
    });
    earlier.push(...mine.map(keyed));
    return mine;
  });
  return { perChunk: kept, repeats };
}

/**
 * At most `count` items, each chunk giving up to its quota; what a chunk cannot give goes to the chunks with
 * items to spare, one at a time to the one furthest below its proportional share. The items stay in note order.
 */
export function spreadItems<T>(perChunk: T[][], quotas: number[], count: number): T[] {
  const taken = perChunk.map((items, i) => Math.min(items.length, quotas[i] ?? 0));
  let left =
    Math.min(
      count,
      perChunk.reduce((sum, items) => sum + items.length, 0),
    ) - sum(taken);
  while (left > 0) {
    let best = -1;
    for (const [i, items] of perChunk.entries()) {
      if ((taken[i] ?? 0) >= items.length) continue;
      // furthest below its share: fewest taken per unit of quota (a quota of 0 counts as a small share)
      const fill = (taken[i] ?? 0) / Math.max(quotas[i] ?? 0, 0.5);
      if (best < 0 || fill < (taken[best] ?? 0) / Math.max(quotas[best] ?? 0, 0.5)) best = i;
    }
    if (best < 0) break;
    taken[best] = (taken[best] ?? 0) + 1;
    left -= 1;
  }
  return perChunk.flatMap((items, i) => items.slice(0, taken[i] ?? 0));
}

const sum = (ns: number[]) => ns.reduce((a, b) => a + b, 0);
