// The demo's seeded randomness: the same seed gives the same stock, run after run.

/** mulberry32: a tiny, fast, well-distributed seeded PRNG. */
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = ReturnType<typeof prng>;
export type Weighted<T> = readonly (readonly [T, number])[];

export function weighted<T>(table: Weighted<T>) {
  const total = table.reduce((s, [, w]) => s + w, 0);
  return (random: Random): T => {
    let x = random() * total;
    for (const [value, w] of table) {
      x -= w;
      if (x < 0) return value;
    }
    return table[table.length - 1]![0];
  };
}

export const between = (random: Random, lo: number, hi: number) => lo + random() * (hi - lo);
export const round = (value: number, places: number) => Number(value.toFixed(places));
