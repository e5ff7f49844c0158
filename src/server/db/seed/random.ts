// A seeded generator, so that one seed gives the same demo firm on every run and every machine
// (Math.random cannot be seeded).

export type Random = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both included. */
  int: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** A key drawn in proportion to its weight. */
  weighted: <K extends string>(weights: Readonly<Record<K, number>>) => K;
  /** `count` distinct items, in random order. */
  sample: <T>(items: readonly T[], count: number) => T[];
  /** A string of `length` random decimal digits. */
  digits: (length: number) => string;
};

/** mulberry32: 32 bits of state, fast, and good enough for fake data (not for secrets). */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick: liste vide');
    return items[Math.floor(next() * items.length)] as T;
  };
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    weighted: <K extends string>(weights: Readonly<Record<K, number>>): K => {
      const entries = Object.entries(weights) as [K, number][];
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let draw = next() * total;
      for (const [key, weight] of entries) {
        draw -= weight;
        if (draw < 0) return key;
      }
      return (entries.at(-1) as [K, number])[0];
    },
    sample: <T>(items: readonly T[], count: number): T[] => {
      // Partial Fisher-Yates on a copy: only the first `count` places are shuffled.
      const copy = [...items];
      const n = Math.min(count, copy.length);
      for (let i = 0; i < n; i++) {
        const j = int(i, copy.length - 1);
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy.slice(0, n);
    },
    digits: (length) => {
      let result = '';
      for (let i = 0; i < length; i++) result += String(Math.floor(next() * 10));
      return result;
    },
  };
}

/** Mixes a run's seed with a number (here, the clients already there) into a new 32-bit seed. */
export function deriveSeed(seed: number, salt: number): number {
  return (Math.imul(seed ^ Math.imul(salt, 0x9e3779b1), 0x85ebca6b) ^ salt) >>> 0;
}
