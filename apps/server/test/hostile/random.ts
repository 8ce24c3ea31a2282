/**
 * The hostile-input battery's randomness: a small seeded PRNG (sfc32), so every case is reproducible from
 * (seed, endpoint, case index) alone, whatever order the concurrent barrage answers in.
 */
export type Random = {
  /** A float in [0, 1). */
  next(): number;
  int(maxExclusive: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
};

/** FNV-1a over a string: turns (seed, endpoint, index) into the PRNG's starting state. */
function hash32(text: string, salt: number): number {
  let h = (0x811c9dc5 ^ salt) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** sfc32 (Small Fast Counter): 128 bits of state, good statistical quality for a few lines. */
export function createRandom(key: string): Random {
  let a = hash32(key, 1);
  let b = hash32(key, 2);
  let c = hash32(key, 3);
  let d = hash32(key, 4);
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 12; i++) next(); // mix the seed in before the first draw
  const int = (max: number) => Math.floor(next() * max);
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]) => items[int(items.length)] as T,
  };
}

/** The battery's seed: HOSTILE_SEED when set, else a fixed one so CI runs are the same run. */
export function batterySeed(env: NodeJS.ProcessEnv = process.env): string {
  return env.HOSTILE_SEED?.trim() || "lectern-12";
}
